/// Runs actions when the modified view appears and disappears, and a task while it is on screen.
struct LifecycleModifier: ViewModifier, PrimitiveModifier {
    var onAppear: (() -> Void)?
    var onDisappear: (() -> Void)?
    var task: TaskSpec?
    let label: String

    func render(content: any View, in context: RenderContext) -> RenderNode {
        // NB: a view in a tab that is not selected, or on a screen a pushed view covers, keeps its state but is
        // not on screen: it disappears if it was, and appears again once it is shown.
        let onScreen = context.environment.coveringView == nil && !context.environment.isOffscreen
        context.host.register(onAppear: onAppear, onDisappear: onDisappear, task: task, at: context.record,
                              onScreen: onScreen)
        let node = context.build(content, at: "content")
        node.modifiers.append(label)
        return node
    }
}

extension View {
    /// Runs `action` when the view appears.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(onAppear: action, label: ".onAppear"))
    }

    /// Runs `action` when the view disappears.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(onDisappear: action, label: ".onDisappear"))
    }

    /// Starts `action` when the view appears — at most once per appearance — and cancels it when the
    /// view disappears or changes identity.
    ///
    /// ```swift
    /// List(meals) { Text($0.name) }
    ///     .task { meals = (try? await service.meals(in: "Dessert")) ?? [] }
    /// ```
    public func task(priority: TaskPriority = .userInitiated,
                     @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void) -> some View {
        modifier(LifecycleModifier(task: TaskSpec(priority: priority, id: nil, action: action), label: ".task"))
    }

    /// Like ``task(priority:_:)``, and also cancels and restarts the task when `id` changes.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void) -> some View {
        modifier(LifecycleModifier(task: TaskSpec(priority: priority, id: TaskSpec.ID(value), action: action),
                                   label: ".task(id: \(value))"))
    }
}
