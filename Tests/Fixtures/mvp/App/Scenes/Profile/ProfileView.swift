protocol ProfileView: AnyObject {
    func display(name: String, email: String)
}
