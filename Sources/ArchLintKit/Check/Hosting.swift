/// Whether a SwiftUI view hosts an object (see ``HostingRule``): holds it in a stored property
/// whose wrapper makes it the view's state, because the view owns it or drives its navigation
/// from it; or is the representable that wraps it (a `UIViewControllerRepresentable` makes,
/// updates and hands out the view controller it shows). A view that merely holds one to call
/// (`let coordinator: AppCoordinator`, a UIKit view controller's `var coordinator`) does not
/// host it: that stays a use.
enum Hosting {
    /// The SwiftUI protocols of a view that wraps a view controller.
    static let representables: Set<String> = ["UIViewControllerRepresentable", "NSViewControllerRepresentable"]

    /// Wrappers with which a view owns the object: it is made, and lives, with the view.
    static let owning: Set<String> = ["StateObject", "State"]
    /// Wrappers with which a view is handed an observed object; it hosts it only when it drives
    /// navigation from it (see ``navigationContainers``).
    static let binding: Set<String> = ["Bindable", "ObservedObject", "EnvironmentObject"]
    /// The containers whose path a view binds to its navigation state: a view that builds one is
    /// the navigation host, not a screen inside it.
    static let navigationContainers: Set<String> = ["NavigationStack", "NavigationSplitView", "NavigationView"]

    /// How `host` hosts `hosted`: the stored property, as `@Wrapper var name`, or the
    /// representable protocol it implements; nil when it does not host it. Read from the host's own declaration (a stored property cannot
    /// be written in an extension): the references of one member come together, its wrapper's
    /// name among them.
    static func property(of host: ProjectType, hosting hosted: ProjectType, in project: Project) -> String? {
        if let representable = host.inherits.first(where: { representables.contains(QualifiedName.lastComponent($0)) }) {
            return "a \(representable)"
        }
        guard let file = project.files.firstIndex(where: { $0.path == host.file }),
              let declaration = project.files[file].declarations.first(where: {
                  $0.kind != .extension && $0.qualifiedName == host.qualifiedName && $0.location == host.location
              })
        else { return nil }
        let references = declaration.references
        var buildsNavigation = false
        var found: (member: String, wrapper: String, owns: Bool)?
        var position = 0
        while position < references.count {
            let member = references.member(at: position)
            var end = position
            var wrapper: String?
            var holds = false
            while end < references.count && references.member(at: end) == member {
                let name = references.name(at: end)
                if navigationContainers.contains(name) { buildsNavigation = true }
                if wrapper == nil, owning.contains(name) || binding.contains(name) { wrapper = name }
                if name == hosted.qualifiedName || name == hosted.name || QualifiedName.lastComponent(name) == hosted.name { holds = true }
                end += 1
            }
            if let member, let wrapper, holds, found == nil || (!found!.owns && owning.contains(wrapper)) {
                found = (member, wrapper, owning.contains(wrapper))
            }
            position = end
        }
        guard let found, found.owns || buildsNavigation else { return nil }
        return "@\(found.wrapper) var \(found.member)"
    }
}
