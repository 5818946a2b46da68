final class LoginInteractor: LoginInteractorInputs {
    weak var output: LoginInteractorOutputs?

    func load() { output?.loaded([User(id: 1, name: "Ada")]) }
}
