import Testing
import HeadlessUI
import HeadlessUITesting
import WorkbookTesting

/// A store of the test's own, empty, so that tests neither share values nor touch the real defaults.
private func freshStore() -> UserDefaults {
    throwawayDefaults("AppStorageTests")
}

@MainActor
@Suite("@AppStorage keeps settings in the store the environment names")
struct AppStorageTests {
    @Test("an unset key reads the declared default")
    func readsDefault() {
        let store = freshStore()
        let ui = ViewHost(CookingSettingsView()) { $0.defaultAppStorage = store }
        #expect(ui.texts.contains("2 Portionen"))
        #expect(ui.texts.contains("Tipps an"))
        #expect(ui.texts.contains("Einheit: metric"))
        #expect(store.object(forKey: "servings") == nil)
    }

    @Test("a stored value is read instead of the default")
    func readsStoredValue() {
        let store = freshStore()
        store.set(5, forKey: "servings")
        store.set("imperial", forKey: "unit")
        let ui = ViewHost(CookingSettingsView()) { $0.defaultAppStorage = store }
        #expect(ui.texts.contains("5 Portionen"))
        #expect(ui.texts.contains("Einheit: imperial"))
    }

    @Test("writing through a button, a Toggle's and a TextField's binding stores the value and re-renders")
    func writesThroughBindings() throws {
        let store = freshStore()
        let ui = ViewHost(CookingSettingsView()) { $0.defaultAppStorage = store }

        try ui.find(button: "Mehr").tap()
        try ui.find(toggle: "Tipps zeigen").tap()
        try ui.find(button: "Imperial").tap()
        try ui.find(textField: "Spitzname").setText("Koch")

        #expect(store.integer(forKey: "servings") == 3)
        #expect(store.object(forKey: "showsTips") as? Bool == false)
        #expect(store.string(forKey: "unit") == "imperial")
        #expect(store.string(forKey: "nickname") == "Koch")
        #expect(ui.texts.contains("3 Portionen"))
        #expect(ui.texts.contains("Tipps aus"))
        #expect(try ui.find(toggle: "Tipps zeigen").isOn == false)
        #expect(ui.texts.contains("Einheit: imperial"))
    }

    @Test("two views reading the same key see one value")
    func sameKeyOneValue() throws {
        let store = freshStore()
        let ui = ViewHost(SettingsWithBadgeView()) { $0.defaultAppStorage = store }
        #expect(ui.texts.contains("Für 2"))

        try ui.find(button: "Mehr").tap()
        #expect(ui.texts.contains("3 Portionen"))
        #expect(ui.texts.contains("Für 3"))
    }

    @Test("a .defaultAppStorage subtree writes its own store and leaves the other alone")
    func subtreeStore() throws {
        let store = freshStore()
        let family = freshStore()
        let ui = ViewHost(FamilyServingsView(familyStore: family)) { $0.defaultAppStorage = store }

        try ui.find(button: "Mehr für die Familie").tap()
        #expect(family.integer(forKey: "servings") == 3)
        #expect(store.object(forKey: "servings") == nil)
        #expect(ui.texts.contains("Für 2"))
    }

    @Test("a store passed to AppStorage(store:) wins over the environment's")
    func explicitStore() throws {
        let environmentStore = freshStore()
        let injected = freshStore()
        let ui = ViewHost(InjectedStoreView(store: injected)) { $0.defaultAppStorage = environmentStore }

        try ui.find(button: "Mehr").tap()
        #expect(injected.integer(forKey: "servings") == 3)
        #expect(environmentStore.object(forKey: "servings") == nil)
        #expect(ui.texts.contains("3 Portionen"))
    }

    @Test("a view given UserDefaults.standard never writes the real standard defaults")
    func standardIsNeverWritten() throws {
        let before = UserDefaults.standard.object(forKey: "servings") as? Int
        let ui = ViewHost(InjectedStoreView(store: .standard))
        try ui.find(button: "Mehr").tap()
        #expect(UserDefaults.standard.object(forKey: "servings") as? Int == before)
    }

    @Test("doubles, URLs, data and the optional forms read their defaults and store what is set")
    func otherKinds() throws {
        let store = freshStore()
        let ui = ViewHost(StoredKindsView()) { $0.defaultAppStorage = store }
        #expect(ui.texts.prefix(6) == ["Bewertung 4.5", "Seite https://rezepte.example", "Foto 0 Bytes",
                                       "Suche keine", "Anzahl keine", "Einheit keine"])

        try ui.find(button: "Merken").tap()
        #expect(ui.texts[3..<6] == ["Suche Pfannkuchen", "Anzahl 3", "Einheit imperial"])
        #expect(store.string(forKey: "lastUnit") == "imperial")

        try ui.find(button: "Vergessen").tap()
        #expect(ui.texts[3..<6] == ["Suche keine", "Anzahl keine", "Einheit keine"])
        #expect(store.object(forKey: "lastSearch") == nil)
    }

    @Test("a stored URL is read back")
    func storedURL() {
        let store = freshStore()
        store.set("https://kochen.example/start", forKey: "homepage")
        store.set(2.0, forKey: "rating")
        let ui = ViewHost(StoredKindsView()) { $0.defaultAppStorage = store }
        #expect(ui.texts.prefix(2) == ["Bewertung 2.0", "Seite https://kochen.example/start"])
    }
}
