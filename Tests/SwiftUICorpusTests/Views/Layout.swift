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
