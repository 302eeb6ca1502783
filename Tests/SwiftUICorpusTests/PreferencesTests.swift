import Testing
import HeadlessUI
import HeadlessUITesting

@MainActor
@Suite("Preferences: a recipe adds up what its ingredient groups report")
struct PreferencesTests {
    @Test("the total counts every group's ingredients once the screen is shown")
    func totalOfAllGroups() {
        let ui = ViewHost(IngredientsView())

        #expect(ui.texts.first == "5 Zutaten")
    }

    @Test("hiding a group updates the total")
    func hidingAGroup() throws {
        let ui = ViewHost(IngredientsView())

        try ui.find(toggle: "Gewürze zeigen").tap()

        #expect(ui.texts.first == "3 Zutaten")
        #expect(!ui.texts.contains("Zimt"))
    }
}
