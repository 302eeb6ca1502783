import Foundation

/// Maps over elements on several threads, keeping the order of the results; the first error thrown wins.
enum ParallelMap {
    /// The width for runs of the checks that end in milliseconds: each process mostly starts and waits, so two
    /// per core keep the cores busy where one per core leaves a third of them idle.
    static var processWidth: Int { 2 * ProcessInfo.processInfo.activeProcessorCount }

    /// Runs `transform` on at most `width` elements at once: one per core by default, more for work that
    /// mostly waits for a child process.
    static func run<Element: Sendable, Result: Sendable>(
        _ elements: [Element], width: Int = ProcessInfo.processInfo.activeProcessorCount,
        _ transform: @escaping @Sendable (Element) throws -> Result
    ) throws -> [Result] {
        let box = ResultsBox<Result>(count: elements.count)
        let group = DispatchGroup()
        // Threads of our own rather than `concurrentPerform`, which never runs more than one per core.
        for _ in 0..<min(max(width, 1), elements.count) {
            group.enter()
            Thread.detachNewThread {
                while let index = box.claimNext() {
                    box.store(Swift.Result { try transform(elements[index]) }, at: index)
                }
                group.leave()
            }
        }
        group.wait()
        return try box.values()
    }

    private final class ResultsBox<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [Swift.Result<Value, any Error>?]
        private var nextIndex = 0

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        /// The index of an element no thread has taken yet, or nil when all are taken.
        func claimNext() -> Int? {
            lock.withLock {
                guard nextIndex < slots.count else { return nil }
                defer { nextIndex += 1 }
                return nextIndex
            }
        }

        func store(_ result: Swift.Result<Value, any Error>, at index: Int) {
            lock.withLock { slots[index] = result }
        }

        func values() throws -> [Value] {
            try lock.withLock { slots }.map { try $0!.get() }
        }
    }
}
