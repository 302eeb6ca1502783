// The previews of lesson 04, for `./grade.sh --preview 04`: the preview providers the lesson's contract
// names, one per line, so that a compile error here names the provider the lesson still lacks.
import PreviewGallery
@testable import Lesson04

await PreviewGallery.main([
    RecipeListView_Previews.self,
])
