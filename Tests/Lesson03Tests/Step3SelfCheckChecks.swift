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
            .a: ("Swift does not match types by their method names, as Go or TypeScript would: conformance must be "
                 + "declared. Without `: QuoteFetching`, FakeQuoteFetcher is rejected, however well its fetchQuote() "
                 + "matches.",
                 "Swift vergleicht Typen nicht anhand ihrer Methodennamen, wie es etwa Go oder TypeScript tun: Die "
                 + "Konformität muss erklärt sein. Ohne `: QuoteFetching` lehnt der Compiler FakeQuoteFetcher ab, "
                 + "so gut sein fetchQuote() auch passt."),
            .c: ("Both fetchers are structs, and structs cannot inherit: they are siblings that conform to the same "
                 + "protocol. And since the parameter's type is not LiveQuoteFetcher, nothing has to descend from it.",
                 "Beide Fetcher sind Structs, und Structs können nicht erben: Sie sind Geschwister, die dasselbe "
                 + "Protokoll erfüllen. Und weil der Parameter nicht LiveQuoteFetcher als Typ hat, muss auch nichts "
                 + "davon abstammen."),
            .d: ("`any` does not mean any type: `any QuoteFetching` holds only values whose type conforms to "
                 + "QuoteFetching. The compiler checks that where the header is created, long before `.task` runs; "
                 + "a String or an Int is rejected right there.",
                 "`any` heißt nicht „jeder Typ“: `any QuoteFetching` nimmt nur Werte, deren Typ QuoteFetching "
                 + "erfüllt. Das prüft der Compiler dort, wo der Header entsteht, lange bevor `.task` läuft; ein "
                 + "String oder ein Int scheitert schon dort."),
        ], idea: ("What fits is decided by the parameter's type: a protocol type admits every type that declares "
                  + "conformance to it, and only those.",
                  "Was passt, entscheidet der Typ des Parameters: Ein Protokolltyp lässt jeden Typ zu, der seine "
                  + "Konformität erklärt, und nur diese."))
    }

    @Test("self-check 2: what the default value buys ⟪de: Selbsttest 2: was der Standardwert bringt⟫")
    func question2() {
        verify(selfCheck2, question: 2, right: .d, wrong: [
            .a: ("A default value is no fallback: it is fixed in the code, and nothing swaps in the fake by itself. "
                 + "A preview that writes `QuoteHeaderView()` still gets the live fetcher; it has to hand in a "
                 + "FakeQuoteFetcher itself.",
                 "Ein Standardwert ist kein Notnagel: Er steht fest im Code, und nichts setzt von selbst das Fake "
                 + "ein. Eine Preview, die `QuoteHeaderView()` schreibt, bekommt weiter den Live-Fetcher; das Fake "
                 + "muss sie selbst übergeben."),
            .b: ("Swift runs the default expression anew for every call that leaves the argument out (Python, by "
                 + "contrast, evaluates a default once), so each header gets a fetcher of its own; nothing is shared.",
                 "Swift wertet den Standardwert bei jedem Aufruf ohne Argument neu aus (Python dagegen nur einmal), "
                 + "also bekommt jeder Header einen eigenen Fetcher; geteilt wird nichts."),
            .c: ("The default serves the app too: HomeView writes `QuoteHeaderView()`, and with the fake as its "
                 + "default, the start screen would show the sample quote forever. The live service stays the "
                 + "default, and each preview names its fake.",
                 "Der Standardwert gilt auch für die App: HomeView schreibt `QuoteHeaderView()`, und mit dem Fake "
                 + "als Standardwert würde der Startbildschirm für immer das Beispielzitat zeigen. Der Live-Dienst "
                 + "bleibt der Standardwert, und jede Preview nennt ihr Fake selbst."),
        ], idea: ("A default value is filled in wherever a caller leaves the argument out, so code written "
                  + "before the change, such as HomeView, keeps working as it did.",
                  "Ein Standardwert wird überall eingesetzt, wo ein Aufrufer das Argument weglässt; so läuft Code "
                  + "von vor dem Umbau, etwa HomeView, weiter wie bisher."))
    }

    @Test("self-check 3: what a fake may do ⟪de: Selbsttest 3: was ein Fake tun darf⟫")
    func question3() {
        verify(selfCheck3, question: 3, right: .a, wrong: [
            .b: ("A sleep makes every preview and every test wait, and the checks expect the fake to answer in well "
                 + "under 100 ms. To see the spinner, write a separate slow fetcher for that one preview and keep "
                 + "the fake instant.",
                 "Ein `sleep` lässt jede Preview und jeden Test warten, und die Checks erwarten vom Fake eine Antwort "
                 + "in deutlich unter 100 ms. Willst du den Spinner sehen, schreib für diese eine Preview einen "
                 + "eigenen, langsamen Fetcher und lass das Fake schnell."),
            .c: ("With a random quote, no test can say which quote the header should show, and the preview changes "
                 + "on every run, just as it did with the network. A preview that wants another quote passes one "
                 + "in: `FakeQuoteFetcher(quote: …)`.",
                 "Bei einem Zufallszitat kann kein Test sagen, welches Zitat der Header zeigen soll, und die Preview "
                 + "wechselt bei jedem Lauf, wie vorher mit dem Netz. Will eine Preview ein anderes Zitat, übergibt "
                 + "sie es: `FakeQuoteFetcher(quote: …)`."),
            .d: ("A fake that asks the live service first brings back what it was written to avoid: previews that "
                 + "wait for the network and change on every run, and tests that reach the internet. A fake never "
                 + "touches the live service.",
                 "Ein Fake, das zuerst den Live-Dienst fragt, holt genau das zurück, was es vermeiden soll: Previews, "
                 + "die aufs Netz warten und bei jedem Lauf wechseln, und Tests, die ins Internet gehen. Ein Fake "
                 + "rührt den Live-Dienst nie an."),
        ], idea: ("A fake exists so that a preview or a test knows in advance what it gets, gets it at once, "
                  + "and never touches the outside world.",
                  "Ein Fake gibt es, damit eine Preview oder ein Test vorher weiß, was kommt, es sofort bekommt "
                  + "und nie die Außenwelt berührt."))
    }

    @Test("self-check 4: who talks to the live service ⟪de: Selbsttest 4: wer mit dem Live-Dienst spricht⟫")
    func question4() {
        verify(selfCheck4, question: 4, right: .c, wrong: [
            .a: ("A `.task` that calls the global function passes over the fetcher the view was given: the "
                 + "preview's fake is never asked, so the preview and every test reach the live service again.",
                 "Ein `.task`, das die globale Funktion aufruft, übergeht den Fetcher, den die View bekommen hat: "
                 + "Das Fake der Preview wird nie gefragt, also landen die Preview und jeder Test wieder beim "
                 + "Live-Dienst."),
            .b: ("Swift looks a name up from the inside out and stops at the first match: inside the method, a bare "
                 + "`fetchQuote()` is the method itself, which then calls itself without end. The global function "
                 + "needs its module's name in front.",
                 "Swift sucht einen Namen von innen nach außen und nimmt den ersten Treffer: In der Methode ist ein "
                 + "bloßes `fetchQuote()` die Methode selbst, die sich dann ohne Ende selbst aufruft. Vor die "
                 + "globale Funktion gehört der Name ihres Moduls."),
            .d: ("A `static` property belongs to the type, not to one header: all headers would share one quote, "
                 + "and a header handed a fake could show the live quote, or the other way round. Each header keeps "
                 + "its own fetcher and its own quote.",
                 "Eine `static`-Property gehört zum Typ, nicht zu einem Header: Alle Header würden sich ein Zitat "
                 + "teilen, und ein Header mit Fake könnte das echte Zitat zeigen oder umgekehrt. Jeder Header "
                 + "behält seinen eigenen Fetcher und sein eigenes Zitat."),
        ], idea: ("Only LiveQuoteFetcher talks to the live service, by the function's full name, and only the "
                  + "default value chooses LiveQuoteFetcher; the header asks just the fetcher it was given and keeps "
                  + "its quote to itself.",
                  "Nur LiveQuoteFetcher spricht mit dem Live-Dienst, über den vollen Namen der Funktion, und nur der "
                  + "Standardwert wählt LiveQuoteFetcher; der Header fragt nur den Fetcher, den er bekommen hat, und "
                  + "behält sein Zitat für sich."))
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
