// User.swift

// Model of MVVM

import Foundation

struct User {
    let firstName, lastName, email : String
    let age: Int
}
