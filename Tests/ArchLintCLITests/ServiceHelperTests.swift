import Testing

/// A service's own helpers (Tests/Fixtures/weak-signals/ServiceHelpers): the event handlers a
/// chat client registers, named like VIPER's `*EventHandler` presenters, are the service's
/// code, so the service and its handlers break nothing by using each other. A presenter of
/// that dialect, which talks to its view and its interactor, stays a Presenter.
@Suite struct ServiceHelperTests {
    /// Under viper, `ChatService` registers `MessageEventHandler` (which calls it back) and
    /// `PresenceEventHandler` (in its folder): both take the service's role, and neither side
    /// is reported. `ConversationEventHandler`, held by its view and talking to its view
    /// protocol, still breaks `Presenter may use View, Interactor, Router, Entity` by sending
    /// through the service.
    @Test func aServicesEventHandlersAreTheServicesCode() {
        let lint = archlint("lint", "Tests/Fixtures/weak-signals/ServiceHelpers", "--preset", "viper", "--no-color")
        #expect(lint == RunResult(status: 1, out: """
            Tests/Fixtures/weak-signals/ServiceHelpers/App/Modules/Conversation/ConversationEventHandler.swift:14:9: error: Presenter 'ConversationEventHandler' must not use Service 'ChatService'; Presenter may use View, Interactor, Router, Entity [forbidden-dependency]

            """, err: ""))
        let names: Set<String> = ["MessageEventHandler", "PresenceEventHandler", "ConversationEventHandler"]
        let roles = archlint("roles", "Tests/Fixtures/weak-signals/ServiceHelpers", "--preset", "viper")
        #expect(roles.out.split(separator: "\n").filter { names.contains(String($0.prefix { $0 != " " })) }.map(String.init) == [
            "MessageEventHandler          class     Service     Tests/Fixtures/weak-signals/ServiceHelpers/App/Chat/Service/MessageEventHandler.swift:4                 weak: name matches '*EventHandler' but it is registered by Service 'ChatService', which it calls back, and its code uses no other role: the service's helper, not Presenter",
            "PresenceEventHandler         class     Service     Tests/Fixtures/weak-signals/ServiceHelpers/App/Chat/Service/PresenceEventHandler.swift:4                weak: name matches '*EventHandler' but it is registered by Service 'ChatService' in its folder, and its code uses no other role: the service's helper, not Presenter",
            "ConversationEventHandler     class     Presenter   Tests/Fixtures/weak-signals/ServiceHelpers/App/Modules/Conversation/ConversationEventHandler.swift:5    name matches '*EventHandler'",
        ])
    }
}
