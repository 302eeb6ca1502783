/// Presents a sheet over the modified view while `isPresented` is true, or while `item` is not nil.
///
/// Headless model: the sheet's content is rendered as a `Sheet` node, the last child of the modified view's
/// node, only while presented (like an alert). `find(text:)`, `find(button:)` and the other searches reach
/// into it; `find(kind: "Sheet")` finds the sheet itself, and `contains(kind: "Sheet")` tells whether one is
/// presented. The views underneath stay rendered, as they stay alive in SwiftUI.
///
/// ```text
/// RecipeListView
///   List …
///   Sheet
///     EditorView …
/// ```
///
/// As in SwiftUI, the content gets the environment of the view the modifier is on, with `dismiss` closing the
/// sheet (it sets the binding to false or the item to nil). The content's identity lives under the modifier, so
/// its `@State` lasts while the sheet is presented and starts fresh with the next presentation; `.onAppear` and
/// `.task` inside run when it presents, `.onDisappear` and cancellation when it goes. `onDismiss` runs after
/// every dismissal, however it happened: `dismiss()`, or code that sets the binding. A new item while one is
/// presented replaces the sheet (a new identity), which counts as a dismissal too.
struct SheetModifier<SheetContent: View>: ViewModifier, PrimitiveModifier {
    /// What is presented now: an identity for it and its content; `nil` while nothing is.
    let presentation: () -> (id: AnyHashable, content: SheetContent)?
    /// Ends the presentation: sets the binding to false, or the item to nil.
    let close: @MainActor () -> Void
    let onDismiss: (() -> Void)?

    func render(content: any View, in context: RenderContext) -> RenderNode {
        let node = context.build(content, at: "content")
        let store = SheetStore.at(context.record)
        let current = presentation()
        if let previous = store.presentedID, previous != current?.id, let onDismiss {
            // NB: after the pass, so that state changes in onDismiss re-render like any other action's.
            context.host.afterRender(onDismiss)
        }
        store.presentedID = current?.id
        guard let current else { return node }
        var environment = context.environment
        environment.dismiss = DismissAction(identity: "sheet " + context.path, action: close)
        // A sheet is a presentation of its own: links inside it do not push onto the stack underneath, and its
        // buttons are not an alert's actions.
        environment.navigationStore = nil
        environment.dismissAlert = nil
        let sheet = context.with(environment: environment).build(current.content, at: "sheet:\(current.id.base)")
        node.children.append(RenderNode(ViewType.Sheet(), children: [sheet]))
        return node
    }
}

/// What a sheet modifier remembers between renders: which presentation it showed last.
final class SheetStore {
    var presentedID: AnyHashable?

    /// The store of the sheet modifier at `record`, created on first use.
    @MainActor
    static func at(_ record: IdentityRecord) -> SheetStore {
        record.stored("sheet", orMake: SheetStore.init)
    }
}

extension View {
    /// Presents a sheet with `content` while `isPresented` is true.
    ///
    /// ```swift
    /// Button("Neues Rezept") { showsEditor = true }
    ///     .sheet(isPresented: $showsEditor) { RecipeEditor() }
    /// ```
    ///
    /// In a test, tap what presents it, then search as usual: `try ui.find(text: "Neues Rezept")` reaches into
    /// the sheet; `ui.contains(kind: "Sheet")` tells whether it is presented.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(SheetModifier(
            presentation: { isPresented.wrappedValue ? (id: AnyHashable(true), content: content()) : nil },
            close: { isPresented.wrappedValue = false },
            onDismiss: onDismiss))
    }

    /// Presents a sheet for `item` while it is not nil; the sheet closes by setting it back to nil.
    ///
    /// ```swift
    /// List(meals) { meal in Button(meal.name) { selectedMeal = meal } }
    ///     .sheet(item: $selectedMeal) { meal in MealDetail(meal: meal) }
    /// ```
    ///
    /// A different item (another `id`) is a different sheet: its state starts fresh.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(SheetModifier(
            presentation: { item.wrappedValue.map { (id: AnyHashable($0.id), content: content($0)) } },
            close: { item.wrappedValue = nil },
            onDismiss: onDismiss))
    }
}
