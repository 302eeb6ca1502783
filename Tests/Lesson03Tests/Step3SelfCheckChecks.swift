import AppDomain
import Testing
import WorkbookTesting
@testable import Lesson03

/// The self-check questions of step 3, one check each. A wrong choice is answered with why that option
/// does not hold and the idea behind the question, never with the letter of the right answer.
@Suite("Step 3 · Self-check ⟪de: Selbsttest⟫", .recordingLiveServices)
struct Step3SelfCheckChecks {
    /// A sentence in English and German.
    typealias Words = (en: String, de: String)

    @Test("self-check 1: why a fake fits where the live fetcher did ⟪de: Selbsttest 1: warum ein Fake passt, wo der Live-Fetcher stand⟫")
    func question1() {
        verify(selfCheck1, question: 1, right: .b, wrong: [
            .a: ("Being a struct says nothing about what a type can do: a struct that does not conform to "
                 + "QuoteFetching is rejected, however much it looks like LiveQuoteFetcher.",
                 "Ob ein Typ ein Struct ist, sagt nichts darüber, was er kann: Ein Struct, das QuoteFetching nicht "
                 + "erfüllt, lehnt der Compiler ab, auch wenn es LiveQuoteFetcher noch so ähnlich sieht."),
            .c: ("Swift goes by declared conformance, not by method names: a type with a fetchQuote() of its own "
                 + "but without `: QuoteFetching` does not fit.",
                 "Swift richtet sich nach der erklärten Konformität, nicht nach Methodennamen: Ein Typ mit eigenem "
                 + "fetchQuote(), aber ohne `: QuoteFetching` passt nicht."),
            .d: ("Previews and tests are ordinary Swift code, and the compiler checks their calls as strictly "
                 + "as any other.",
                 "Previews und Tests sind gewöhnlicher Swift-Code, und der Compiler prüft ihre Aufrufe so streng "
                 + "wie jeden anderen."),
        ], idea: ("What fits is decided by the parameter's type: a protocol type admits every type that declares "
                  + "conformance to it, and only those.",
                  "Was passt, entscheidet der Typ des Parameters: Ein Protokolltyp lässt jeden Typ zu, der seine "
                  + "Konformität erklärt, und nur diese."))
    }

    @Test("self-check 2: what the default value buys ⟪de: Selbsttest 2: was der Standardwert bringt⟫")
    func question2() {
        verify(selfCheck2, question: 2, right: .d, wrong: [
            .a: ("The initializer cannot see the network: `= LiveQuoteFetcher()` is fixed in the code and never "
                 + "switches to anything else while the app runs.",
                 "Der Initializer sieht das Netz nicht: `= LiveQuoteFetcher()` steht fest im Code und wechselt, "
                 + "während die App läuft, zu nichts anderem."),
            .b: ("The default expression runs anew for every call that leaves the argument out, so each header "
                 + "gets a fetcher of its own; nothing is shared.",
                 "Der Ausdruck des Standardwerts läuft bei jedem Aufruf ohne Argument neu, also bekommt jeder "
                 + "Header einen eigenen Fetcher; geteilt wird nichts."),
            .c: ("Swift never requires a default value; without one, every caller would simply have to pass "
                 + "a fetcher.",
                 "Swift verlangt nie einen Standardwert; ohne ihn müsste eben jeder Aufrufer einen Fetcher "
                 + "übergeben."),
        ], idea: ("A default value is filled in wherever a caller leaves the argument out, so code written "
                  + "before the change, such as HomeView, keeps working as it did.",
                  "Ein Standardwert wird überall eingesetzt, wo ein Aufrufer das Argument weglässt; so läuft Code "
                  + "von vor dem Umbau, etwa HomeView, weiter wie bisher."))
    }

    @Test("self-check 3: what a fake may do ⟪de: Selbsttest 3: was ein Fake tun darf⟫")
    func question3() {
        verify(selfCheck3, question: 3, right: .a, wrong: [
            .b: ("A delay makes every preview and every test wait, and it shows nothing a fixed quote could "
                 + "not show at once.",
                 "Eine Wartezeit hält jede Preview und jeden Test auf und zeigt nichts, was ein festes Zitat "
                 + "nicht sofort zeigen könnte."),
            .c: ("With randomness, no preview or test knows what it will get, so nobody can check the result.",
                 "Mit Zufall weiß keine Preview und kein Test, was kommt, und niemand kann das Ergebnis prüfen."),
            .d: ("Calling the live service brings the network back, and with it the waiting and the changing "
                 + "answers the fake was written to avoid.",
                 "Ein Aufruf des Live-Dienstes holt das Netz zurück und mit ihm das Warten und die wechselnden "
                 + "Antworten, die das Fake vermeiden soll."),
        ], idea: ("A fake exists so that a preview or a test knows in advance what it gets, gets it at once, "
                  + "and never touches the outside world.",
                  "Ein Fake gibt es, damit eine Preview oder ein Test vorher weiß, was kommt, es sofort bekommt "
                  + "und nie die Außenwelt berührt."))
    }

    @Test("self-check 4: where the live service may still be named ⟪de: Selbsttest 4: wo der Live-Dienst noch genannt werden darf⟫")
    func question4() {
        verify(selfCheck4, question: 4, right: .c, wrong: [
            .a: ("The app itself still needs real quotes; without LiveQuoteFetcher, HomeView would have nothing "
                 + "to show.",
                 "Die App selbst braucht weiter echte Zitate; ohne LiveQuoteFetcher hätte HomeView nichts zu "
                 + "zeigen."),
            .b: ("A view that names the live service in `.task` ignores the fetcher it was given, so its tests "
                 + "reach the network again, whatever the preview does.",
                 "Eine View, die in `.task` den Live-Dienst nennt, übergeht den Fetcher, den sie bekommen hat; "
                 + "ihre Tests landen wieder im Netz, egal was die Preview tut."),
            .d: ("Naming it in every view spreads the choice over many places again, and none of those views "
                 + "can be handed a fake.",
                 "Steht er in jeder View, ist die Wahl wieder über viele Stellen verstreut, und keine dieser "
                 + "Views kann ein Fake bekommen."),
        ], idea: ("The real service stays, but it is chosen in one place only, where the view is created; the "
                  + "view itself uses whatever it was given.",
                  "Der echte Dienst bleibt, aber er wird an genau einer Stelle gewählt, dort, wo die View entsteht; "
                  + "die View selbst nimmt, was sie bekommt."))
    }

    private func verify(_ answer: Answer, question: Int, right: Answer, wrong: [Answer: Words], idea: Words) {
        let symbol = "selfCheck\(question)"
        #expect(answer != .todo,
                .step(3, "Self-check question \(question) is not answered yet: in SelfCheck.swift, `\(symbol)` "
                      + "still says `.todo`; choose .a, .b, .c or .d.",
                      de: "Selbsttest-Frage \(question) ist noch nicht beantwortet: In SelfCheck.swift steht bei "
                      + "`\(symbol)` noch `.todo`; wähl .a, .b, .c oder .d.",
                      file: "SelfCheck.swift", symbol: symbol))
        guard answer != .todo else { return }
        // NB: compared outside `#expect`, whose expansion of `right` would give the answer away.
        let holds = answer == right
        let why = wrong[answer] ?? ("", "")
        #expect(holds,
                .step(3, "Self-check question \(question): .\(answer) does not hold. \(why.en) \(idea.en) Read "
                      + "the options again with this in mind.",
                      de: "Selbsttest-Frage \(question): .\(answer) stimmt nicht. \(why.de) \(idea.de) Lies die "
                      + "Antworten mit diesem Gedanken noch einmal.",
                      file: "SelfCheck.swift", symbol: symbol))
    }
}
