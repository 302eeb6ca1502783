import AppDomain
import Testing
import WorkbookTesting
@testable import Lesson03

/// The self-check questions of step 3, one check each. A wrong choice is answered with the idea behind
/// the question, never with the letter of the right answer.
@Suite("Step 3 · Self-check", .recordingLiveServices)
struct Step3SelfCheckChecks {
    @Test("self-check 1: why a fake fits where the live fetcher did")
    func question1() {
        verify(selfCheck1, question: 1, right: .c, why: """
            The compiler accepts an argument only if its type fits the parameter's type. The parameter is \
            `any QuoteFetching`, so every type that declares conformance to QuoteFetching fits, and only \
            those: being a struct, or having a method with the same name, is not enough. Had the parameter \
            been `LiveQuoteFetcher`, no fake could ever be passed in.
            """)
    }

    @Test("self-check 2: what the default value buys")
    func question2() {
        verify(selfCheck2, question: 2, right: .a, why: """
            A default value is filled in wherever a caller leaves the argument out, nothing more: \
            `QuoteHeaderView()` in HomeView still compiles and still uses the live service, exactly as \
            before. It decides nothing at run time, creates a new value for each call, and Swift never \
            requires one.
            """)
    }

    @Test("self-check 3: what a fake may do")
    func question3() {
        verify(selfCheck3, question: 3, right: .d, why: """
            A fake exists so that a preview or a test knows in advance what it gets, at once, without the \
            outside world. A delay makes every preview and test slow, randomness makes them unpredictable, \
            and a call to the live service brings the network back.
            """)
    }

    @Test("self-check 4: where the live service may still be named")
    func question4() {
        verify(selfCheck4, question: 4, right: .b, why: """
            The app still needs the real service, so it cannot go away; but it should be chosen in one \
            place, where the view is created. A view that names the live service anywhere else ignores the \
            fetcher it was given, and its previews and tests reach the network again.
            """)
    }

    private func verify(_ answer: Answer, question: Int, right: Answer, why: String) {
        let symbol = "selfCheck\(question)"
        #expect(answer != .todo,
                .step(3, "Self-check question \(question) is not answered yet: in SelfCheck.swift, replace "
                      + "`.todo` in `\(symbol)` with .a, .b, .c or .d.", file: "SelfCheck.swift", symbol: symbol))
        guard answer != .todo else { return }
        // NB: compared outside `#expect`, whose expansion of `right` would give the answer away.
        let holds = answer == right
        #expect(holds,
                .step(3, "Self-check question \(question): .\(answer) does not hold. \(why) Read the options "
                      + "again and choose the one that says this.", file: "SelfCheck.swift", symbol: symbol))
    }
}
