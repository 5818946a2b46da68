import IGListKit

/// What the commit cell shows, built by the section controller: the cell's view model.
final class IssueCommitModel: ListDiffable {
    let hash: String
    let message: String

    init(hash: String, message: String) {
        self.hash = hash
        self.message = message
    }

    func diffIdentifier() -> NSObjectProtocol { hash as NSString }

    func isEqual(toDiffableObject object: ListDiffable?) -> Bool {
        (object as? IssueCommitModel)?.message == message
    }
}
