import HeadlessUI

// Controls of a recipes app: choosing from options, typing and submitting, stepping a number, switching.

/// A segmented picker over a ForEach of strings, each with its own tag.
struct CategoryPicker: View {
    let categories = ["Breakfast", "Main", "Dessert"]
    @State private var category = "Main"

    var body: some View {
        Form {
            Picker("Category", selection: $category) {
                ForEach(categories, id: \.self) { category in
                    Text(category).tag(category)
                }
            }
            .pickerStyle(.segmented)
            Text("Showing \(category)")
        }
    }
}

enum Difficulty: String, CaseIterable, Identifiable {
    case easy, medium, hard

    var id: Self { self }
}

/// Pickers in the other styles: one over identifiable cases without tags, one with explicit tags.
struct RecipeFilters: View {
    @State private var difficulty = Difficulty.easy
    @State private var sortOrder = "name"
    @State private var servings = 2

    var body: some View {
        VStack {
            Picker("Difficulty", selection: $difficulty) {
                ForEach(Difficulty.allCases) { level in
                    Text(level.rawValue.capitalized)
                }
            }
            .pickerStyle(.menu)

            Picker("Sort by", selection: $sortOrder) {
                Text("Name").tag("name")
                Text("Newest").tag("date")
            }
            .pickerStyle(.inline)

            Picker("Servings", selection: $servings) {
                ForEach(1..<7) { Text("\($0)") }
            }
            .pickerStyle(.wheel)

            Text("Difficulty: \(difficulty.rawValue)")
            Text("Sorted by \(sortOrder)")
        }
    }
}

/// The remaining picker styles, which only need to compile.
struct MorePickerStyles: View {
    @State private var unit = "g"

    var body: some View {
        NavigationStack {
            Form {
                Picker("Unit", selection: $unit) {
                    Text("Grams").tag("g")
                    Text("Ounces").tag("oz")
                }
                .pickerStyle(.navigationLink)

                Picker("Unit", selection: $unit) {
                    Text("Grams").tag("g")
                    Text("Ounces").tag("oz")
                }
                .pickerStyle(.automatic)
            }
        }
    }
}

/// A search field that runs a search when Return is pressed.
struct RecipeSearch: View {
    @State private var query = ""
    @State private var searches: [String] = []

    var body: some View {
        VStack {
            TextField("Search", text: $query)
                .textFieldStyle(.roundedBorder)
                .submitLabel(.search)
                .onSubmit {
                    searches.append(query)
                }
            ForEach(searches, id: \.self) { search in
                Text("Searched for \(search)")
            }
        }
    }
}

/// A form for a new recipe: a title, notes that grow, servings and switches.
struct RecipeEditor: View {
    @State private var title = ""
    @State private var notes = ""
    @State private var servings = 4
    @State private var isVegetarian = false
    @State private var isFavorite = false

    var body: some View {
        Form {
            TextField("Title", text: $title)
                .textFieldStyle(.plain)
            TextField("Notes", text: $notes, axis: .vertical)
                .lineLimit(3...5)
                .textFieldStyle(.automatic)
            Stepper("Servings: \(servings)", value: $servings, in: 1...12)
            Toggle("Vegetarian", isOn: $isVegetarian)
                .toggleStyle(.switch)
            Toggle("Favorite", isOn: $isFavorite)
                .toggleStyle(.button)
            if isFavorite {
                Text("Marked as favorite")
            }
        }
    }
}

/// Signing in to sync recipes: a password field submitted with Return.
struct SignInForm: View {
    @State private var password = ""
    @State private var isSignedIn = false

    var body: some View {
        VStack {
            SecureField("Password", text: $password)
                .submitLabel(.go)
                .onSubmit {
                    isSignedIn = !password.isEmpty
                }
            Text(isSignedIn ? "Welcome back" : "Please sign in")
        }
    }
}
