// A model named Project: app code, not a project description.
public struct Project {
    public let notes: [Note]
}
