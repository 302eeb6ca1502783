import Foundation

/// A class whose changes SwiftUI views follow through ``objectWillChange``: the model API from before
/// `@Observable`, which SwiftUI re-exports from Combine.
///
/// ```swift
/// final class RecipeBox: ObservableObject {
///     @Published var servings = 2
/// }
///
/// struct ServingsView: View {
///     @StateObject private var box = RecipeBox()
///     var body: some View {
///         Button("Mehr") { box.servings += 1 }      // re-renders the view
///     }
/// }
/// ```
///
/// A view re-renders when the object sends ``objectWillChange`` — for every change of a `@Published`
/// property, or when the class calls `objectWillChange.send()` itself. Unlike `@Observable`, a view
/// re-renders for every change, whether or not its body read the property.
public protocol ObservableObject: AnyObject {
    /// Sends just before the object changes.
    ///
    /// A class with `@Published` properties gets one that those properties send on; a class may also
    /// declare its own, `let objectWillChange = ObservableObjectPublisher()`, and send on it itself.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// The publisher that the object's `@Published` properties send on before they change.
    ///
    /// As in Combine, it is created on first use and shared by the object's `@Published` properties; a
    /// class without any gets one too, kept for as long as the object lives, so that
    /// `objectWillChange.send()` in a `willSet` reaches its views.
    public var objectWillChange: ObservableObjectPublisher {
        PublishedFields.publisher(of: self)
    }
}

/// Finds the `@Published` properties of an object, which hold its ``ObservableObject/objectWillChange``.
enum PublishedFields {
    private static let lock = NSLock()

    /// The publishers of objects without `@Published` properties, which have nowhere to keep one.
    private struct Unpublished {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    nonisolated(unsafe) private static var unpublished: [ObjectIdentifier: Unpublished] = [:]

    /// The publisher the object's `@Published` properties share, created and handed to them on first use.
    static func publisher(of object: AnyObject) -> ObservableObjectPublisher {
        let boxes = publishedBoxes(of: object)
        return lock.withLock {
            if boxes.isEmpty { return unpublishedPublisher(of: object) }
            if let existing = boxes.lazy.compactMap(\.objectWillChange).first { return existing }
            let publisher = ObservableObjectPublisher()
            for box in boxes { box.objectWillChange = publisher }
            return publisher
        }
    }

    /// The publisher of an object without `@Published` properties, kept while the object lives.
    private static func unpublishedPublisher(of object: AnyObject) -> ObservableObjectPublisher {
        let id = ObjectIdentifier(object)
        // NB: an identifier is reused once its object is gone; the weak reference tells.
        if let entry = unpublished[id], entry.object === object { return entry.publisher }
        unpublished = unpublished.filter { $0.value.object != nil }
        let publisher = ObservableObjectPublisher()
        unpublished[id] = Unpublished(object: object, publisher: publisher)
        return publisher
    }

    /// The storage of every `@Published` property of the object, its superclasses' included.
    private static func publishedBoxes(of object: AnyObject) -> [any PublishedBoxProtocol] {
        var boxes: [any PublishedBoxProtocol] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                if let field = child.value as? any PublishedField { boxes.append(field.anyBox) }
            }
            mirror = current.superclassMirror
        }
        return boxes
    }
}
