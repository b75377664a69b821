// A stand-in for Apple's Combine, written for the fix tests: the declarations the fixes read and
// write, with the shapes the compiler needs to accept or reject code (signatures only, every body
// traps). It is compiled into a module named `Combine` by `FixCompileCheck`, never linked or run.
// It is not a SwiftPM target.

public protocol Cancellable {
    func cancel()
}

public final class AnyCancellable: Cancellable, Hashable {
    public init(_ cancel: @escaping () -> Void) { fatalError() }
    public func cancel() { fatalError() }
    public func store(in set: inout Set<AnyCancellable>) { fatalError() }
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}

public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

extension Publisher {
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable where Failure == Never { fatalError() }
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable { fatalError() }
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> { fatalError() }
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> where Output: Equatable { fatalError() }
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { fatalError() }
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable where Failure == Never { fatalError() }
    public func assign(to published: inout Published<Output>.Publisher) where Failure == Never { fatalError() }
}

extension Publisher where Failure == Never {
    public var values: AsyncPublisher<Self> { fatalError() }
}

public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output
    public struct Iterator: AsyncIteratorProtocol {
        public mutating func next() async -> P.Output? { fatalError() }
    }
    public func makeAsyncIterator() -> Iterator { fatalError() }
}

public enum Subscribers {
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

public enum Publishers {
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
    }
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher where Upstream.Output: Equatable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
    }
}

public struct AnyPublisher<Output, Failure: Error>: Publisher {}

public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public init(_ output: Output) { fatalError() }
}

public final class PassthroughSubject<Output, Failure: Error>: Publisher {
    public init() { fatalError() }
    public func send(_ input: Output) { fatalError() }
}

public final class CurrentValueSubject<Output, Failure: Error>: Publisher {
    public init(_ value: Output) { fatalError() }
    public var value: Output { get { fatalError() } set { fatalError() } }
    public func send(_ input: Output) { fatalError() }
}

public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    public init() { fatalError() }
    public func send() { fatalError() }
}

/// A type whose changes SwiftUI follows through `objectWillChange`.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { fatalError() }
}

/// A property of an `ObservableObject` that announces its changes; `$name` is its publisher.
@propertyWrapper
public struct Published<Value> {
    public init(wrappedValue: Value) { fatalError() }
    public init(initialValue: Value) { fatalError() }

    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value { get { fatalError() } set { fatalError() } }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Self>
    ) -> Value {
        get { fatalError() }
        set { fatalError() }
    }

    public var projectedValue: Publisher {
        mutating get { fatalError() }
        set { fatalError() }
    }
}
