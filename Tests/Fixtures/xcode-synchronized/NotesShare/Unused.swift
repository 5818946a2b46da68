import Foundation

struct Unused {}
