import AppDomain

// TODO: Step 1 — Describe what QuoteHeaderView needs, without naming the live service: a protocol
// `QuoteFetching` with one requirement, `fetchQuote()`, async and throwing, that gives a `Quote`.
//
// Then write `struct LiveQuoteFetcher: QuoteFetching`, which passes every request on to AppDomain's
// global `fetchQuote()`. Careful: inside a method called `fetchQuote()`, a bare `fetchQuote()` is the
// method itself (README, step 1, "Watch the name").
