import AppDomain
import Foundation

// Given: finished in lesson 02.
// Vorgegeben: fertig aus Lektion 02.

/// What a view model needs from a networking client: JSON from a URL, decoded as the type it asks for.
///
/// Was ein View-Model von einem Netzwerk-Client braucht: JSON von einer URL, dekodiert als der verlangte Typ.
protocol APIClientProtocol {
    func fetch<T: Decodable>(_ type: T.Type, from url: URL) async throws -> T
}

// The live client already has exactly this method, so conforming needs no code.
// Der echte Client hat genau diese Methode schon, die Konformität braucht also keinen Code.
extension APIClient: APIClientProtocol {}
