import ArchitectCore
import SwiftSyntax

extension SyntaxQueries {
    /// A source-accurate `SyntaxVisitor` that stays in the declaration it is walked over: it does
    /// not enter nested struct, class, enum, actor, extension or protocol declarations, whose code
    /// belongs to another type. Subclass it and override the `visit` methods of the nodes to
    /// collect; a subclass may skip more (closures, nested functions) with its own overrides.
    open class ScopedVisitor: SyntaxVisitor {
        /// A visitor that walks the tree as written (`.sourceAccurate`).
        public init() {
            super.init(viewMode: .sourceAccurate)
        }

        /// Skips a nested struct.
        open override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        /// Skips a nested class.
        open override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        /// Skips a nested enum.
        open override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        /// Skips a nested actor.
        open override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        /// Skips an extension.
        open override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        /// Skips a protocol.
        open override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
