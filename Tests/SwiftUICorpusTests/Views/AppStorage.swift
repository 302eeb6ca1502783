import HeadlessUI

// Settings kept with `@AppStorage`, as a learner writes them: defaults from the declaration, controls bound
// with `$`, a store handed in from outside, and a subtree given another store.

/// The unit a recipe's amounts are shown in; stored as its raw value.
enum MeasurementUnit: String {
    case metric
    case imperial
}

/// The cooking settings screen.
struct CookingSettingsView: View {
    @AppStorage("servings") private var servings = 2
    @AppStorage("showsTips") private var showsTips = true
    @AppStorage("unit") private var unit = MeasurementUnit.metric
    @AppStorage("nickname") private var nickname = ""

    var body: some View {
        Form {
            Text("\(servings) Portionen")
            Button("Mehr") { servings += 1 }
            Toggle("Tipps zeigen", isOn: $showsTips)
            Text(showsTips ? "Tipps an" : "Tipps aus")
            Text("Einheit: \(unit.rawValue)")
            Button("Imperial") { unit = .imperial }
            TextField("Spitzname", text: $nickname)
        }
    }
}

/// Another view reading the same key: it shows what the settings screen stored.
struct ServingsBadgeView: View {
    @AppStorage("servings") private var servings = 2

    var body: some View {
        Text("Für \(servings)")
    }
}

/// The settings screen next to a badge reading the same key.
struct SettingsWithBadgeView: View {
    var body: some View {
        VStack {
            CookingSettingsView()
            ServingsBadgeView()
        }
    }
}

/// Asks for more servings; which store it writes depends on where it sits.
struct MoreServingsButton: View {
    @AppStorage("servings") private var servings = 2

    var body: some View {
        Button("Mehr für die Familie") { servings += 1 }
    }
}

/// A badge reading the default store, and a button in a subtree given the family's store.
struct FamilyServingsView: View {
    let familyStore: UserDefaults

    var body: some View {
        VStack {
            ServingsBadgeView()
            MoreServingsButton()
                .defaultAppStorage(familyStore)
        }
    }
}

/// Gets its store from whoever creates it: dependency injection for `@AppStorage`.
struct InjectedStoreView: View {
    @AppStorage private var servings: Int

    init(store: UserDefaults) {
        _servings = AppStorage(wrappedValue: 2, "servings", store: store)
    }

    var body: some View {
        VStack {
            Text("\(servings) Portionen")
            Button("Mehr") { servings += 1 }
        }
    }
}

/// Every kind of value `@AppStorage` keeps, including the optional forms.
struct StoredKindsView: View {
    @AppStorage("rating") private var rating = 4.5
    @AppStorage("homepage") private var homepage = URL(string: "https://rezepte.example")!
    @AppStorage("photo") private var photo = Data()
    @AppStorage("lastSearch") private var lastSearch: String?
    @AppStorage("lastCount") private var lastCount: Int?
    @AppStorage("lastUnit") private var lastUnit: MeasurementUnit?

    var body: some View {
        VStack {
            Text("Bewertung \(rating, specifier: "%.1f")")
            Text("Seite \(homepage.absoluteString)")
            Text("Foto \(photo.count) Bytes")
            Text("Suche \(lastSearch ?? "keine")")
            Text("Anzahl \(lastCount.map(String.init) ?? "keine")")
            Text("Einheit \(lastUnit?.rawValue ?? "keine")")
            Button("Merken") {
                lastSearch = "Pfannkuchen"
                lastCount = 3
                lastUnit = .imperial
            }
            Button("Vergessen") {
                lastSearch = nil
                lastCount = nil
                lastUnit = nil
            }
        }
    }
}
