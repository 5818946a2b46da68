/// A file that collects models: what it declares is Model by its path.
struct SignUpForm {
    var email: String
}
