import Foundation
import Testing
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

private struct Dessert: Identifiable {
    let id: Int
    let name: String
    let thumbnail: URL?
}

private let desserts = [
    Dessert(id: 1, name: "Pancakes", thumbnail: URL(string: "https://example.com/pancakes.png")),
    Dessert(id: 2, name: "Waffles", thumbnail: nil),
]

/// A recipe row: thumbnail, name, a spacer and a favourite symbol.
private struct DessertRow: View {
    let dessert: Dessert

    var body: some View {
        HStack {
            AsyncImage(url: dessert.thumbnail) { image in
                image.resizable().scaledToFit()
            } placeholder: {
                ProgressView()
            }
            .frame(width: 44, height: 44)
            Text(dessert.name)
            Spacer()
            Image(systemName: "heart")
        }
    }
}

@MainActor
@Suite("Spacer, Divider, Section and AsyncImage")
struct LayoutViewsTests {
    @Test("Spacer and Divider render as nodes of their own, without text")
    func spacerAndDivider() {
        let ui = ViewHost(VStack {
            Text("top")
            Divider()
            Spacer(minLength: 8)
            Spacer()
        })
        #expect(ui.texts == ["top"])
        #expect(ui.findAll(ViewType.Divider.self).count == 1)
        #expect(ui.findAll(ViewType.Spacer.self).count == 2)
        #expect(ui.tree == "VStack\n  Text \"top\"\n  Divider\n  Spacer\n  Spacer")
    }

    @Test("Section with a title shows the title, then its content")
    func sectionWithTitle() throws {
        let title = "More"
        let ui = ViewHost(List {
            Section("Desserts") { ForEach(desserts) { Text($0.name) } }
            Section(title) { Text("Ice cream") }
        })
        #expect(ui.texts == ["Desserts", "Pancakes", "Waffles", "More", "Ice cream"])
        #expect(ui.findAll(ViewType.Section.self).map(\.texts.first) == ["Desserts", "More"])
    }

    @Test("Section with header and footer views shows header, content and footer in order")
    func sectionWithHeaderAndFooter() {
        let ui = ViewHost(List {
            Section { Text("content") } header: { Text("header") } footer: { Text("footer") }
            Section { Text("c2") } header: { Text("h2") }
            Section { Text("c3") } footer: { Text("f3") }
            Section { Text("c4") }
        })
        #expect(ui.texts == ["header", "content", "footer", "h2", "c2", "c3", "f3", "c4"])
    }

    @Test("Section(header:content:), the older form with a header view, still works")
    func sectionWithHeaderView() {
        let ui = ViewHost(List {
            Section(header: Text("h")) { Text("c") }
            Section(footer: Text("f")) { Text("c2") }
            Section(header: Text("h3"), footer: Text("f3")) { Text("c3") }
        })
        #expect(ui.texts == ["h", "c", "c2", "f", "h3", "c3", "f3"])
    }

    @Test("AsyncImage never loads: it shows its placeholder and reports its URL")
    func asyncImageShowsPlaceholder() throws {
        let ui = ViewHost(List(desserts) { DessertRow(dessert: $0) })
        let images = ui.findAll(ViewType.AsyncImage.self)
        #expect(images.count == 2)
        #expect(images.map(\.modifiers) == [["url: https://example.com/pancakes.png"], ["url: nil"]])
        #expect(images.allSatisfy { $0.contains(ViewType.ProgressView.self) })
        #expect(ui.texts == ["Pancakes", "Waffles"])
    }

    @Test("AsyncImage(url:) alone renders an empty AsyncImage node")
    func asyncImageWithoutContent() throws {
        let ui = ViewHost(AsyncImage(url: URL(string: "https://example.com/x.png")))
        #expect(ui.tree == "AsyncImage url: https://example.com/x.png")
    }

    @Test("AsyncImage with a phase closure is rendered in the empty phase")
    func asyncImagePhases() throws {
        let ui = ViewHost(AsyncImage(url: nil) { phase in
            if let image = phase.image {
                image
            } else if phase.error != nil {
                Text("failed")
            } else {
                Text("loading")
            }
        })
        #expect(ui.texts == ["loading"])
    }

    @Test("ZStack, ScrollView and Form show all of their children")
    func moreContainers() throws {
        let ui = ViewHost(ScrollView {
            ZStack(alignment: .bottomLeading) {
                Color.black.opacity(0.3)
                Image(systemName: "photo").opacity(0.5)
                Text("caption")
            }
            ScrollView(.horizontal, showsIndicators: false) { Text("chip") }
            Form {
                Section("Settings") { Toggle("Dark mode", isOn: .constant(false)) }
            }
        })
        #expect(ui.texts == ["caption", "chip", "Settings", "Dark mode"])
        #expect(try ui.find(ViewType.ZStack.self).children.first?.children.first?.tree == "Color black.opacity(0.3)")
        #expect(ui.findAll(ViewType.ScrollView.self).count == 2)
        #expect(try ui.find(ViewType.Form.self).contains(ViewType.Section.self))
    }
}
