import AppDomain
import Foundation
import WorkbookConventions
@_spi(Rendering) import HeadlessUI
import HeadlessUITesting

/// Renders a lesson's previews for `./grade.sh --preview`. Each lesson with previews has an executable,
/// `LessonNNGallery`, that hands this the preview providers its contract names:
///
/// ```swift
/// // Tests/Lesson04Tests/Gallery/main.swift
/// import PreviewGallery
/// @testable import Lesson04
///
/// await PreviewGallery.main([
///     RecipeListView_Previews.self,
/// ])
/// ```
///
/// Each preview is rendered on a host of its own with a record of the live services it reaches, and its
/// `.task` work gets ``settleTime`` to finish, as a canvas shows a preview once it has loaded. The pictures
/// go to the files the grader names (see `GalleryRequest`), never to standard output, where the
/// learner's code may print. Exit status: 0 when every preview renders, 1 when one shows a failure, 2 for
/// arguments the gallery does not understand.
public enum PreviewGallery {
    /// How long a preview's tasks may run before it is pictured: far longer than a stand-in that answers at
    /// once needs, and shorter than the two seconds a slow stand-in waits, so "Langsam" shows its spinner.
    static let settleTime = Duration.seconds(1)

    /// Renders the previews of `providers`, writes the pictures, and ends the process.
    @MainActor
    public static func main(_ providers: [any PreviewProvider.Type]) async -> Never {
        guard let options = GalleryRequest(arguments: Array(CommandLine.arguments.dropFirst())) else {
            let usage = "usage: \(CommandLine.arguments[0]) \(GalleryRequest.flag) <JSON>, as the grader writes it\n"
            FileHandle.standardError.write(Data(usage.utf8))
            exit(2)
        }
        var screens: [PreviewScreen] = []
        var notes: [String] = []
        for provider in providers {
            let rendered = await render(provider, german: options.german)
            screens += rendered.screens
            notes += rendered.notes
        }
        do {
            if let path = options.textFile {
                var text = PhoneFramePicture(screens: screens, width: options.width).render()
                for note in notes { text += "\n\n⚠ " + note }
                try (text + "\n").write(toFile: path, atomically: true, encoding: .utf8)
            }
            if let path = options.htmlFile {
                let page = PreviewWebPage(title: options.title, screens: screens, notes: notes,
                                          language: options.german ? "de" : "en")
                try page.render().write(toFile: path, atomically: true, encoding: .utf8)
            }
        } catch {
            FileHandle.standardError.write(Data("Could not write the previews: \(error)\n".utf8))
            exit(2)
        }
        exit(screens.contains(where: \.hasFailure) || !notes.isEmpty ? 1 : 0)
    }

    /// The screens of one provider's previews, and what its code reached before any preview was shown.
    @MainActor
    static func render<Provider: PreviewProvider>(_ provider: Provider.Type,
                                                  german: Bool) async -> (screens: [PreviewScreen], notes: [String]) {
        // Creating the views may already reach a live service (a singleton as a default argument); that
        // belongs to no single preview.
        let creation = LiveServiceLog()
        let previews = LiveServiceLog.$current.withValue(creation) { provider.separatePreviews }
        var screens: [PreviewScreen] = []
        for preview in previews {
            let log = LiveServiceLog()
            let ui = await LiveServiceLog.$current.withValue(log) {
                let ui = ViewHost(preview)
                await ui.settle(timeout: settleTime)
                return ui
            }
            let failures = log.reaches.isEmpty ? [] : [GalleryWords.reached(log.reaches, german: german)]
            for node in ui.previews {
                // Xcode names an unnamed preview after its view.
                let name = node.previewName ?? node.kind
                screens.append(PreviewScreen(name: name, rendered: node, failures: failures))
            }
        }
        let notes = creation.reaches.isEmpty ? [] : [GalleryWords.reachedWhileCreating(creation.reaches, german: german)]
        return (screens, notes)
    }
}
