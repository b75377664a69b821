// A deliberately flawed file: the plugin tests expect the linter to flag the type-erased view.
// It does not import SwiftUI, so the package builds on Linux too; the linter reads syntax only.

/// A stand-in for SwiftUI's type eraser, so the file compiles without SwiftUI.
public struct AnyView {
    public init<Content>(_ content: Content) {}
}

/// A badge that erases its content's type.
public struct Badge {
    public let count: Int

    public init(count: Int) {
        self.count = count
    }

    public var content: AnyView {
        AnyView(count)
    }
}
