struct Square {
    var side: Double
    var area: Double { side * side
}
