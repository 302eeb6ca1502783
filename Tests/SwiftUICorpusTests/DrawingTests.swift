import Testing
import HeadlessUI
import HeadlessUITesting

@MainActor
@Suite("Drawing: a recipe card shows its images, shapes and dates")
struct DrawingTests {
    @Test("named images are found by their name, as VoiceOver reads them")
    func namedImages() throws {
        let ui = ViewHost(RecipeCard(title: "Pancakes", added: .now))

        let images = ui.findAll(ViewType.Image.self)

        #expect(images.map(\.accessibilityLabel) == ["pancakes", "chef"])
        #expect(images[0].modifiers.contains(".clipShape(RoundedRectangle cornerRadius: 12)"))
        #expect(images[1].modifiers.contains(".clipShape(Circle)"))
    }

    @Test("shapes show how they are filled and stroked")
    func shapes() throws {
        let ui = ViewHost(RecipeCard(title: "Pancakes", added: .now))

        #expect(try ui.find(Circle.self).modifiers.contains(".fill(orange)"))
        #expect(try ui.find(Capsule.self).modifiers.contains(".stroke(gray, lineWidth: 2)"))
        #expect(try ui.find(Rectangle.self).modifiers.contains(".fill(rgb(0.95, 0.6, 0.2).opacity(0.8))"))
        #expect(try ui.find(RoundedRectangle.self).modifiers == ["cornerRadius: 8", ".fill(white(0.9))"])
    }

    @Test("dates are shown in the style asked for")
    func dateStyles() {
        let added = Date.now.addingTimeInterval(-2 * 60 * 60)
        let ui = ViewHost(RecipeCard(title: "Pancakes", added: added))

        #expect(ui.texts.contains(added.formatted(date: .long, time: .omitted)))
        #expect(ui.texts.contains(added.formatted(date: .omitted, time: .shortened)))
        #expect(ui.texts.contains { $0.contains("2 hours") })
        #expect(ui.texts.contains(added.formatted(.dateTime.day().month().year())))
    }
}
