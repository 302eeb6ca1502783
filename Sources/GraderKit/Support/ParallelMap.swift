import Foundation

/// Maps over elements on all cores, keeping the order of the results; the first error thrown wins.
enum ParallelMap {
    static func run<Element: Sendable, Result: Sendable>(
        _ elements: [Element], _ transform: @Sendable (Element) throws -> Result
    ) throws -> [Result] {
        let box = ResultsBox<Result>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            box.store(Swift.Result { try transform(elements[index]) }, at: index)
        }
        return try box.values()
    }

    private final class ResultsBox<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [Swift.Result<Value, any Error>?]

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func store(_ result: Swift.Result<Value, any Error>, at index: Int) {
            lock.withLock { slots[index] = result }
        }

        func values() throws -> [Value] {
            try lock.withLock { slots }.map { try $0!.get() }
        }
    }
}
