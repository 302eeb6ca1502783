import HeadlessUI

// Layout in a recipe screen: a header that measures its space, colour under the status bar, a bar of
// buttons under a list, and a mark that keeps its place while hidden.

/// A header that picks a short or a long title by the width it gets.
struct RecipeHeaderView: View {
    let title: String

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .bottomLeading) {
                Color.orange
                    .ignoresSafeArea(edges: .top)
                Text(proxy.size.width > 600 ? "\(title) – from the family cookbook" : title)
                    .font(.largeTitle)
                    .frame(width: proxy.size.width, alignment: .leading)
            }
        }
        .frame(height: 180)
    }
}

/// A shopping list with a button bar inset at the bottom and a check mark that is hidden, not removed,
/// until an item is done, so the names stay aligned.
struct ShoppingChecklistView: View {
    @State private var done: Set<String> = []
    let items = ["Flour", "Milk"]

    var body: some View {
        List(items, id: \.self) { item in
            HStack {
                if done.contains(item) {
                    Image(systemName: "checkmark")
                } else {
                    Image(systemName: "checkmark").hidden()
                }
                Text(item)
            }
        }
        .safeAreaInset(edge: .bottom) {
            HStack {
                Button("Check all") { done = Set(items) }
                Button("Reset") { done = [] }
                    .hidden()
            }
            .padding()
            .background(.bar)
        }
        .safeAreaPadding(.horizontal, 8)
    }
}

/// Where the chosen meal of a category bar is, for the underline drawn below it.
nonisolated struct ChosenMealAnchorKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }

    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

/// A bar of meals whose chosen one is underlined: the button reports its bounds as an anchor, and an overlay
/// resolves it to draw the line under it.
struct MealBarView: View {
    let meals = ["Breakfast", "Lunch", "Dinner"]
    @State private var chosen: String?

    var body: some View {
        VStack {
            HStack {
                ForEach(meals, id: \.self) { meal in
                    Button(meal) { chosen = meal }
                        .anchorPreference(key: ChosenMealAnchorKey.self, value: .bounds) { anchor in
                            meal == chosen ? anchor : nil
                        }
                }
            }
            .overlayPreferenceValue(ChosenMealAnchorKey.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        Rectangle()
                            .frame(width: proxy[anchor].width, height: 2)
                            .padding(.leading, proxy[anchor].minX)
                        Text("Underline \(Int(proxy[anchor].width)) points wide")
                    }
                }
            }
            RecipeCardFrame()
                .coordinateSpace(.named("card"))
            RecipeCardFrame()
        }
    }
}

/// Says whether it sits inside a view that names its coordinate space "card".
struct RecipeCardFrame: View {
    var body: some View {
        GeometryReader { proxy in
            if let card = proxy.bounds(of: .named("card")) {
                Text("Inside a card \(Int(card.width)) points wide")
            } else {
                Text("Outside any card")
            }
        }
    }
}
