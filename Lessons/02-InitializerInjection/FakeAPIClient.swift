import AppDomain
import Foundation

// TODO: Step 3 — Write `struct FakeAPIClient: APIClientProtocol` for tests and previews. Asked for
// `[TaskItem]`, its fetch returns a few sample tasks at once. Asked for any other type, it throws an
// error that names the type (for example `FakeAPIClientError.unsupportedType("String")`). Check the
// type with `as? T`; `as! T` crashes the first time someone asks for something else.
// Schritt 3 — Schreib `struct FakeAPIClient: APIClientProtocol` für Tests und Previews. Nach `[TaskItem]`
// gefragt, liefert sein fetch sofort ein paar Beispielaufgaben. Nach jedem anderen Typ gefragt, wirft es
// einen Fehler, der den Typ nennt (etwa `FakeAPIClientError.unsupportedType("String")`). Prüf den Typ
// mit `as? T`; `as! T` stürzt ab, sobald jemand nach etwas anderem fragt.
