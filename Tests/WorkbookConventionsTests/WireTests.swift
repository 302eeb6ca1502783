import Foundation
import Testing
import WorkbookConventions

/// What crosses a process boundary, written by one side and read by the other with the same type.
@Suite("What crosses a process boundary")
struct WireTests {
    @Test("a notice reads back from its line, among other output; any other line is no notice")
    func noticeRoundTrip() {
        let notices: [ProcessNotice] = [.endedByExit, .liveUse(service: "MealAPI", call: "meals(in:)")]
        for notice in notices {
            #expect(ProcessNotice(line: Substring(notice.line)) == notice)
        }
        let output = "warning: something\n" + notices.map(\.line).joined(separator: "\n") + "\n*** Program crashed ***"
        #expect(ProcessNotice.all(in: output) == notices)
        #expect(ProcessNotice(line: "WORKBOOK: live use: MealAPI.meals") == nil)
        #expect(ProcessNotice(line: Substring(ProcessNotice.prefix + "{\"launchMissiles\":{}}")) == nil)
        #expect(!ProcessNotice.endedByExit.line.contains("\n"))
    }

    @Test("the manifest spells its variables as the grader does")
    func manifestVariables() throws {
        let manifest = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        for variable in [WorkbookVariable.solutions, .exclude, .pendingChecks, .supportTests, .gallery] {
            #expect(text.contains("Context.environment[\"\(variable.name)\"]"), "\(variable)")
        }
        #expect(WorkbookVariable.allCases.allSatisfy { $0.name.hasPrefix(WorkbookVariable.prefix) })
    }

    @Test("a stream's records read as the runner writes them: listings, events, issues and their places")
    func streamRecords() throws {
        let listing = try #require(TestStreamRecord(line: Array(#"{"version":0,"kind":"test","payload":{"kind":"function","id":"S/f()","name":"f()","displayName":"Shows it"}}"#.utf8)))
        #expect(listing.kind == .test && listing.event == nil)
        #expect(listing.listing?.id == "S/f()" && listing.listing?.displayName == "Shows it" && listing.listing?.isFunction == true)

        let issue = try #require(TestStreamRecord(line: Array(#"{"version":0,"kind":"event","payload":{"kind":"issueRecorded","testID":"S/f()","instant":{"absolute":12.5,"since1970":1},"messages":[{"symbol":"fail","text":"Expectation failed"},{"symbol":"details","text":"a hint"}],"issue":{"isKnown":false,"sourceLocation":{"_filePath":"/w/T.swift","fileID":"T/T.swift","line":7,"column":9}},"_comments":["a hint"]}}"#.utf8)))
        let event = try #require(issue.event)
        #expect(issue.kind == .event && event.kind == .issueRecorded && event.saysFailed)
        #expect(event.instant == 12.5 && event.comments == ["a hint"] && event.messages.count == 2)
        #expect(event.location?.path == "/w/T.swift" && event.location?.line == 7 && event.location?.column == 9)

        // A field of another type reads as absent; an unknown event kind keeps its name; no payload, no record.
        let odd = try #require(TestStreamRecord(line: Array(#"{"kind":"event","payload":{"kind":"valueAttached","testID":3,"messages":"no"}}"#.utf8)))
        #expect(odd.event?.kind == nil && odd.event?.kindName == "valueAttached" && odd.event?.testID == nil)
        #expect(odd.event?.messages.isEmpty == true)
        #expect(TestStreamRecord(line: Array(#"{"kind":"event"}"#.utf8)) == nil)
        #expect(TestStreamRecord(line: Array("not json".utf8)) == nil)
        #expect(TestStreamRecord(line: Array(#"{"kind":"other","payload":{}}"#.utf8))?.kind == .other)
    }
}

extension WireTests {
    @Test("a gallery request reads back from its command line; any other command line is none")
    func galleryRequestRoundTrip() {
        let request = GalleryRequest(textFile: "/p/previews.txt", htmlFile: nil, width: 64, title: "Vorschauen 01",
                                     german: true)
        #expect(GalleryRequest(arguments: request.arguments) == request)
        #expect(GalleryRequest(arguments: ["--text", "/p/previews.txt"]) == nil)
        var narrow = request
        narrow.width = 0
        #expect(GalleryRequest(arguments: narrow.arguments) == nil)
    }
}
