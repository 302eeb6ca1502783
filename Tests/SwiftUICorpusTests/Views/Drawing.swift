import HeadlessUI

// Drawing a recipe card: named images, shapes, colours, materials and dates.

struct RecipeCard: View {
    let title: String
    let added: Date

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Image("pancakes")
                .resizable()
                .scaledToFill()
                .frame(height: 160)
                .clipShape(.rect(cornerRadius: 12))
            HStack {
                Image("chef")
                    .resizable()
                    .aspectRatio(contentMode: .fit)
                    .frame(width: 40, height: 40)
                    .clipShape(Circle())
                Text(title)
                    .font(.headline)
            }
            Text(added, style: .relative)
                .foregroundStyle(.secondary)
            Text(added, style: .date)
                .foregroundStyle(.tertiary)
            Text(added, style: .time)
                .foregroundStyle(.quaternary)
            Text(added, format: .dateTime.day().month().year())
            HStack {
                Circle()
                    .fill(.orange)
                    .frame(width: 8, height: 8)
                Capsule()
                    .stroke(.gray, lineWidth: 2)
                Rectangle()
                    .fill(Color(red: 0.95, green: 0.6, blue: 0.2, opacity: 0.8))
                RoundedRectangle(cornerRadius: 8)
                    .fill(Color(white: 0.9))
                    .frame(maxWidth: .infinity, maxHeight: 20)
            }
        }
        .padding()
        .background(.ultraThinMaterial)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}
