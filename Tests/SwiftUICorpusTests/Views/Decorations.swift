import HeadlessUI

// Decorations a learner adds to the recipes app: overlays and backgrounds with views, tap gestures,
// animations and transitions, and `.id` to start a view afresh.

/// A photo that a double tap marks as a favourite, with a heart over it and a frame behind it.
struct FavoritePhotoView: View {
    @State private var isFavorite = false

    var body: some View {
        VStack {
            Image(systemName: "photo")
                .overlay(alignment: .topTrailing) {
                    if isFavorite {
                        Image(systemName: "heart.fill")
                            .transition(.opacity)
                    }
                }
                .background {
                    Text("Rahmen")
                }
                .onTapGesture(count: 2) {
                    withAnimation(.spring) {
                        isFavorite.toggle()
                    }
                }
                .animation(.easeInOut, value: isFavorite)
            Text(isFavorite ? "Favorit" : "Kein Favorit")
                .transition(.move(edge: .bottom))
            Text("Antippen")
                .onTapGesture {
                    withAnimation {
                        isFavorite = false
                    }
                }
                .transition(.slide)
                .animation(.default, value: isFavorite)
        }
    }
}

/// Notes on one meal: state of its own, and an appearance it reports.
struct MealNotesView: View {
    let events: ScreenEvents
    @State private var notes = 0

    var body: some View {
        VStack {
            Text("Notizen: \(notes)")
            Button("Notiz hinzufügen") { notes += 1 }
        }
        .onAppear { events.entries.append("notes appeared") }
        .task { events.entries.append("notes task") }
    }
}

/// Shows the notes of one meal after another; `.id` makes each meal's notes a new view.
struct MealNotesSwitcher: View {
    let events: ScreenEvents
    @State private var mealID = 1

    var body: some View {
        VStack {
            Text("Gericht \(mealID)")
            MealNotesView(events: events)
                .id(mealID)
            Button("Nächstes Gericht") {
                let next = withAnimation(.easeInOut(duration: 0.2)) { mealID + 1 }
                mealID = next
            }
        }
    }
}
