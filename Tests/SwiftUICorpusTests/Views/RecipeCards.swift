import HeadlessUI

// Decorated recipe cards: a badge laid over a card, a caption behind it, a shadow, a material, an icon-only
// favourite button and larger symbols.

/// One recipe as a decorated card in a grid.
struct DecoratedRecipeCard: View {
    let name: String
    let isNew: Bool
    @State private var isFavorite = false

    var body: some View {
        VStack(alignment: .leading) {
            Image(systemName: "fork.knife")
                .imageScale(.large)
            Text(name)
                .font(.headline)
            Button {
                isFavorite.toggle()
            } label: {
                Label(isFavorite ? "Remove favourite" : "Add favourite",
                      systemImage: isFavorite ? "heart.fill" : "heart")
            }
            .labelStyle(.iconOnly)
        }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
        .shadow(color: .black.opacity(0.2), radius: 4, y: 2)
        .overlay(Text(isNew ? "New" : ""), alignment: .topTrailing)
        .background(alignment: .bottom) {
            Text("Tap for details")
        }
    }
}

/// A row of tags, each over a thin material, one of them with a plain shadow.
struct RecipeTagsView: View {
    let tags = ["quick", "vegetarian"]

    var body: some View {
        HStack {
            ForEach(tags, id: \.self) { tag in
                Label(tag, systemImage: "tag")
                    .labelStyle(.titleAndIcon)
                    .padding(6)
                    .background(.ultraThinMaterial)
            }
            Label("More", systemImage: "ellipsis")
                .labelStyle(.titleOnly)
                .shadow(radius: 2)
                .imageScale(.small)
        }
        .background(Color.gray.opacity(0.1), alignment: .center)
    }
}
