import AppDomain
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import WorkbookTesting
@testable import Lesson02

@Suite("Step 5 · The singleton as a default value ⟪de: Der Singleton als Standardwert⟫", .recordingLiveServices)
struct Step5ThumbnailLoaderChecks {
    @Test("ThumbnailLoader() uses URLSession.shared as its default session ⟪de: ThumbnailLoader() verwendet URLSession.shared als Standard-Session⟫")
    func defaultsToSharedSession() {
        let loader = ThumbnailLoader()
        #expect(loader.session === URLSession.shared,
                .step(5, "ThumbnailLoader() without arguments should use the one shared session, "
                      + "URLSession.shared, as its default; it uses another session, so every loader opens "
                      + "connections of its own.",
                      de: "ThumbnailLoader() ohne Argumente sollte als Standardwert die eine gemeinsame Session "
                      + "benutzen, URLSession.shared; er benutzt eine andere, also öffnet jeder Loader eigene "
                      + "Verbindungen.",
                      file: "ThumbnailLoader.swift", symbol: "init("))
    }

    @Test("ThumbnailLoader loads through the session it is given ⟪de: ThumbnailLoader lädt über die Session, die er bekommt⟫")
    func loadsThroughInjectedSession() async {
        // NB: `.invalid` never resolves, so a loader that ignores its session cannot reach a real server.
        let url = URL(string: "https://thumbnails.invalid/\(UUID().uuidString).jpg")
        let meal = Meal(id: "t1", name: "Pfannkuchen", thumbnail: url)
        let loader = ThumbnailLoader(session: StubURLProtocol.session())
        var failure = ""
        var failureDE = ""
        var data: Data?
        do {
            data = try await loader.thumbnail(for: meal)
        } catch {
            failure = " The load failed with: \(error.localizedDescription)."
            failureDE = " Das Laden scheiterte mit: \(error.localizedDescription)."
        }
        let requested = url.map(StubURLProtocol.requestedURLs.contains) ?? false
        #expect(requested && data == StubURLProtocol.body,
                .step(5, "thumbnail(for:) should load the meal's thumbnail URL through the session the loader was "
                      + "given, but that session "
                      + "\(requested ? "answered and the loader returned other data" : "saw no request")."
                      + "\(failure) Load through the stored session, not through URLSession.shared.",
                      de: "thumbnail(for:) sollte die Thumbnail-URL des Gerichts über die Session laden, die der "
                      + "Loader bekommen hat, aber diese Session "
                      + "\(requested ? "hat geantwortet, und der Loader hat andere Daten geliefert" : "hat keine Anfrage gesehen")."
                      + "\(failureDE) Lade über die gespeicherte Session, nicht über URLSession.shared.",
                      file: "ThumbnailLoader.swift", symbol: "func thumbnail"))
    }
}
