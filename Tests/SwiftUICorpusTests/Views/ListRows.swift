import HeadlessUI

// A pantry list that styles its rows and offers actions on them: a context menu on a long press, swipe
// actions, no separators, custom insets and a highlighted background for pinned items.

/// The pantry: a long press pins or removes an item, a swipe removes it too.
struct PantryListView: View {
    @State private var items = ["Flour", "Sugar", "Eggs"]
    @State private var pinned: [String] = []

    var body: some View {
        VStack {
            List {
                Section("Pantry") {
                    ForEach(items, id: \.self) { item in
                        Text(item)
                            .listRowSeparator(.hidden)
                            .listRowSeparatorTint(.orange, edges: .bottom)
                            .listRowInsets(EdgeInsets(top: 4, leading: 20, bottom: 4, trailing: 20))
                            .listRowBackground(pinned.contains(item) ? Color.yellow : Color.clear)
                            .contextMenu {
                                Button("Pin", systemImage: "pin") { pinned.append(item) }
                                Button("Remove", role: .destructive) { items.removeAll { $0 == item } }
                            }
                            .swipeActions {
                                Button("Delete", role: .destructive) { items.removeAll { $0 == item } }
                            }
                    }
                }
                .listSectionSeparator(.hidden)
                .listSectionSeparatorTint(.gray)
            }
            .listRowSpacing(4)
            Text("Pinned: \(pinned.joined(separator: ", "))")
        }
    }
}

/// A recipe whose context menu has a preview of the dish above it.
struct RecipePreviewRow: View {
    let name: String
    @State private var shared = false

    var body: some View {
        Text(name)
            .contextMenu {
                Button("Share") { shared = true }
            } preview: {
                Image(systemName: "photo")
            }
        Text(shared ? "Shared \(name)" : "Not shared")
    }
}
