import Testing
import HeadlessUI
import HeadlessUITesting

@MainActor
@Suite("Sheets, toolbars, alerts, tabs, menus and links behave as in SwiftUI")
struct PresentationTests {
    // MARK: - Sheets

    @Test("A toolbar button presents the sheet, whose texts are then found")
    func presentsSheet() async throws {
        let ui = ViewHost(RecipeBookView(events: ScreenEvents()))
        #expect(!ui.contains(ViewType.Sheet.self))
        #expect(throws: InspectionError.self) { try ui.find(text: "Zutaten: 0") }

        try ui.find(button: "Neues Rezept").tap()

        #expect(ui.contains(ViewType.Sheet.self))
        #expect(try ui.find(ViewType.Sheet.self).texts.contains("Zutaten: 0"))
    }

    @Test("Done in the sheet calls dismiss(): the sheet closes, onDismiss runs, and the saved recipe shows")
    func doneDismisses() async throws {
        let events = ScreenEvents()
        let ui = ViewHost(RecipeBookView(events: events))
        try ui.find(button: "Neues Rezept").tap()

        try ui.find(button: "Done").tap()

        #expect(!ui.contains(ViewType.Sheet.self))
        #expect(events.entries.filter { $0 == "dismissed" }.count == 1)
        #expect(ui.texts.contains("Waffeln"))
    }

    @Test("The sheet's onAppear and task run when it presents; onDisappear and cancellation when it closes")
    func sheetLifecycle() async throws {
        let events = ScreenEvents()
        let ui = ViewHost(RecipeBookView(events: events))
        await ui.settle(timeout: .milliseconds(50))
        #expect(events.entries.isEmpty)

        try ui.find(button: "Neues Rezept").tap()
        #expect(events.entries == ["editor appeared"])
        #expect(ui.runningTaskCount == 1)

        try ui.find(button: "Abbrechen").tap()
        await ui.settle()
        #expect(events.entries == ["editor appeared", "editor disappeared", "dismissed", "editor task cancelled"])
        #expect(ui.runningTaskCount == 0)
    }

    @Test("A second presentation of the sheet starts with fresh @State")
    func freshStateOnEachPresentation() async throws {
        let ui = ViewHost(RecipeBookView(events: ScreenEvents()))
        try ui.find(button: "Neues Rezept").tap()
        try ui.find(button: "Zutat hinzufügen").tap()
        try ui.find(button: "Zutat hinzufügen").tap()
        #expect(ui.texts.contains("Zutaten: 2"))

        try ui.find(button: "Abbrechen").tap()
        try ui.find(button: "Neues Rezept").tap()

        #expect(ui.texts.contains("Zutaten: 0"))
    }

    @Test("sheet(item:) shows the tapped meal, and closing it sets the item back to nil")
    func sheetForItem() async throws {
        let ui = ViewHost(MealPickerView())
        try ui.find(button: "Waffeln").tap()

        #expect(try ui.find(ViewType.Sheet.self).texts.contains("Rezept: Waffeln"))
        #expect(ui.texts.contains("Ausgewählt"))

        try ui.find(button: "Schließen").tap()

        #expect(!ui.contains(ViewType.Sheet.self))
        #expect(ui.texts.contains("Nichts ausgewählt"))
    }

    // MARK: - Toolbars

    @Test("A toolbar's Add button appends to the list")
    func toolbarAdds() throws {
        let ui = ViewHost(ToolbarShoppingList())
        try ui.find(button: "Add").tap()
        try ui.find(button: "Add").tap()

        #expect(ui.texts.contains("Zutat 1"))
        #expect(ui.texts.contains("Zutat 2"))
        #expect(try ui.find(ViewType.Toolbar.self).texts.contains("Add"))

        try ui.find(button: "Alle löschen").tap()
        #expect(!ui.texts.contains("Zutat 1"))
    }

    @Test("Toolbar items show their placement in the tree")
    func toolbarPlacement() throws {
        let ui = ViewHost(RecipeBookView(events: ScreenEvents()))
        #expect(try ui.find(ViewType.ToolbarItem.self).modifiers.contains("placement: .primaryAction"))
        let shopping = ViewHost(ToolbarShoppingList())
        #expect(try shopping.find(ViewType.ToolbarItemGroup.self).modifiers.contains("placement: .bottomBar"))
    }

    // MARK: - Alerts and dialogs

    @Test("An alert presenting an error shows the error's text; OK dismisses it and runs its action")
    func alertPresentingError() throws {
        let ui = ViewHost(RecipeLoaderView())
        #expect(!ui.contains(ViewType.Alert.self))

        try ui.find(button: "Laden").tap()
        let alert = try ui.find(ViewType.Alert.self)
        #expect(alert.texts.contains("Laden fehlgeschlagen"))
        #expect(alert.texts.contains("Keine Verbindung zum Server."))

        try alert.find(button: "OK").tap()
        #expect(!ui.contains(ViewType.Alert.self))
        #expect(ui.texts.contains("Fehler gesehen"))
    }

    @Test("A confirmation dialog shows its visible title, a Cancel button, and runs the chosen action")
    func confirmationDialog() throws {
        let ui = ViewHost(RecipeLoaderView())
        try ui.find(button: "Rezept entfernen …").tap()
        let dialog = try ui.find(ViewType.ConfirmationDialog.self)
        #expect(dialog.texts.contains("Rezept löschen?"))
        #expect((try? dialog.find(button: "Cancel")) != nil)

        try dialog.find(button: "Löschen").tap()
        #expect(!ui.contains(ViewType.ConfirmationDialog.self))
        #expect(ui.texts.contains("Gelöscht"))
    }

    // MARK: - Tabs

    @Test("A tab view shows only its first tab, and tapping a tab item switches to it")
    func tabsSwitch() throws {
        let ui = ViewHost(RecipeTabsView(events: ScreenEvents()))
        #expect(ui.texts.contains("Gezählt: 0"))
        #expect(try ui.find(tab: "Rezepte").modifiers.contains("selected"))
        // The other tab's content is not in the tree: "Favoriten" is only its tab item's label.
        #expect(ui.texts.filter { $0 == "Favoriten" }.count == 1)

        try ui.find(tab: "Favoriten").tap()

        #expect(try ui.find(tab: "Favoriten").modifiers.contains("selected"))
        #expect(ui.findAll(CountingTab.self).count == 1)
        #expect(try ui.find(CountingTab.self).actualView(CountingTab.self).title == "Favoriten")
    }

    @Test("Switching tabs runs onDisappear and onAppear, and each tab keeps its @State")
    func tabsKeepState() async throws {
        let events = ScreenEvents()
        let ui = ViewHost(RecipeTabsView(events: events))
        #expect(events.entries == ["Rezepte appeared"])
        try ui.find(button: "Zählen").tap()
        try ui.find(button: "Zählen").tap()

        try ui.find(tab: "Favoriten").tap()
        #expect(ui.texts.contains("Gezählt: 0"))
        #expect(events.entries == ["Rezepte appeared", "Favoriten appeared", "Rezepte disappeared"])

        try ui.find(tab: "Rezepte").tap()
        #expect(ui.texts.contains("Gezählt: 2"))
        #expect(events.entries.suffix(2).sorted() == ["Favoriten disappeared", "Rezepte appeared"])
        #expect(events.entries.filter { $0 == "Rezepte appeared" }.count == 2)
    }

    @Test("Tab(value:) follows the selection binding, which the app can set too")
    func tabSelectionByValue() throws {
        let ui = ViewHost(SectionTabsView())
        #expect(ui.texts.contains("Alle Rezepte"))
        #expect(!ui.texts.contains("Deine Favoriten"))

        try ui.find(button: "Zu den Favoriten").tap()
        #expect(ui.texts.contains("Deine Favoriten"))
        #expect(!ui.texts.contains("Alle Rezepte"))

        try ui.find(tab: "Rezepte").tap()
        #expect(ui.texts.contains("Alle Rezepte"))
    }

    @Test("TabView(selection:) shows the tab whose .tag matches; Tab without a value starts on the first")
    func tabsByTag() throws {
        let ui = ViewHost(MoreTabsView())
        #expect(ui.texts.contains("Willkommen"))
        #expect(ui.texts.contains("Zweiter Tab"))
        #expect(!ui.texts.contains("Erster Tab"))

        try ui.find(tab: "Eins").tap()
        #expect(ui.texts.contains("Erster Tab"))
        try ui.find(tab: "Suche").tap()
        #expect(ui.texts.contains("Suchen"))
    }

    // MARK: - Menus and links

    @Test("A menu's items can be tapped")
    func menuItems() throws {
        let ui = ViewHost(RecipeActionsView())
        try ui.find(menu: "Mehr").find(button: "Teilen").tap()
        #expect(ui.texts.contains("Geteilt"))

        try ui.find(menu: "Bearbeiten").find(button: "Umbenennen").tap()
        #expect(ui.texts.contains("Umbenannt"))
    }

    @Test("Tapping a Link hands its URL to the openURL handler set in the environment")
    func linkUsesHandler() throws {
        var opened: [URL] = []
        let ui = ViewHost(RecipeActionsView().environment(\.openURL, OpenURLAction { url in
            opened.append(url)
            return .handled
        }))

        try ui.find(link: "Rezept im Web").tap()
        try ui.find(button: "Quelle öffnen").tap()

        #expect(opened == [URL(string: "https://www.themealdb.com")!,
                           URL(string: "https://www.themealdb.com/meal/52772")!])
        #expect(ui.openedURLs.isEmpty)
    }

    @Test("Without a handler, the system action records the URL on the host instead of opening it")
    func linkUsesSystemAction() throws {
        let ui = ViewHost(RecipeActionsView())
        try ui.find(link: "Rezept im Web").tap()
        #expect(ui.openedURLs == [URL(string: "https://www.themealdb.com")!])
    }

    @Test("A handler that returns .discarded opens nothing; .systemAction passes the URL on")
    func handlerResults() throws {
        let discarding = ViewHost(RecipeActionsView().environment(\.openURL, OpenURLAction { _ in .discarded }))
        try discarding.find(link: "Rezept im Web").tap()
        #expect(discarding.openedURLs.isEmpty)

        let passing = ViewHost(RecipeActionsView().environment(\.openURL, OpenURLAction { _ in .systemAction }))
        try passing.find(link: "Rezept im Web").tap()
        #expect(passing.openedURLs == [URL(string: "https://www.themealdb.com")!])
    }
}
