// Self-check for step 3: pick one answer per question. The grader tells you whether it holds, and why.

/// The possible answers; `.todo` means "not answered yet".
enum Answer {
    case todo, a, b, c, d
}

// Question 1 — `QuoteHeaderView(fetcher: FakeQuoteFetcher())` compiles. Why?
//   a) FakeQuoteFetcher is a struct, just like LiveQuoteFetcher.
//   b) Any type with a method named fetchQuote() may stand in for any other such type.
//   c) The parameter's type is the protocol `any QuoteFetching`: every conforming type is accepted, and
//      the view never names LiveQuoteFetcher.
//   d) Previews and tests skip the type checks of an initializer.
// TODO: Step 3 — replace .todo with your answer.
let selfCheck1: Answer = .todo

// Question 2 — What does `= LiveQuoteFetcher()` in `init(fetcher: any QuoteFetching = LiveQuoteFetcher())` buy you?
//   a) Every existing `QuoteHeaderView()` keeps compiling and keeps showing live quotes; only previews
//      and tests pass another fetcher.
//   b) The view switches to the fake on its own when there is no network.
//   c) One live fetcher is created and shared by every header, which saves memory.
//   d) Nothing: Swift requires a default value for parameters of a protocol type.
// TODO: Step 3 — replace .todo with your answer.
let selfCheck2: Answer = .todo

// Question 3 — Which of these belongs in a fake such as FakeQuoteFetcher?
//   a) `try await Task.sleep(for: .seconds(1))`, so it feels like a real network.
//   b) A random quote from a list, so every preview looks different.
//   c) A call to `AppDomain.fetchQuote()` first, with a fixed quote as the fallback when offline.
//   d) One fixed quote, chosen by whoever creates the fake, returned at once.
// TODO: Step 3 — replace .todo with your answer.
let selfCheck3: Answer = .todo

// Question 4 — Once the refactoring is done, where may the live quote service still be named?
//   a) Nowhere: the live fetcher must be deleted from the app.
//   b) Only as the default value of the initializer (or where the app is put together); body and
//      `.task` use `fetcher` alone.
//   c) In `.task`, as long as the preview passes a fake.
//   d) In every view that shows a quote, so each one has its own.
// TODO: Step 3 — replace .todo with your answer.
let selfCheck4: Answer = .todo
