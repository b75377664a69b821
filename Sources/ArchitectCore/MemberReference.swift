/// A reference to a static member, `Type.member` or an implicit `.member`, that a file rule noted
/// during its walk for its project half to judge: only the project index knows whether the type
/// is the project's and where its members are declared. `kind` names the rule (or purpose) that
/// noted it, so that each project rule reads only its own records.
public struct MemberReference: Sendable, Hashable, Codable {
    /// Who noted it: by convention the noting rule's ID.
    public let kind: String
    /// The type the member is read from, last name component (`Item` for `Shop.Item.stub`);
    /// nil for an implicit `.member`, whose type is the parameter's at `callee`/`label`.
    public let typeName: String?
    /// The member named, without arguments (`stub` for `.stub()`).
    public let member: String
    /// For an implicit `.member` passed as a labelled argument: the called type's name
    /// (`ItemRow` for `ItemRow(item: .stub)`) and the argument's label.
    public let callee: String?
    public let label: String?
    /// The 1-based line and column of the reference.
    public let line: Int
    public let column: Int

    public init(kind: String, typeName: String?, member: String, callee: String? = nil, label: String? = nil, line: Int, column: Int) {
        self.kind = kind
        self.typeName = typeName
        self.member = member
        self.callee = callee
        self.label = label
        self.line = line
        self.column = column
    }
}
