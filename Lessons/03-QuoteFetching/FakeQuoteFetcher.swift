import AppDomain

// TODO: Step 2 — Write `struct FakeQuoteFetcher: QuoteFetching` that returns one fixed quote at once:
// no network, no delay, no randomness. Store the quote in a property with a default value, so that
// `FakeQuoteFetcher()` gives a sample quote and `FakeQuoteFetcher(quote: …)` gives the one you pass.
