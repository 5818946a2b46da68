class ProfileService {
    func fetch() {}
}
