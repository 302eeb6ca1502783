// The previews of lesson 01, for `./grade.sh --preview 01`: the preview providers the lesson's contract
// names, one per line, so that a compile error here names the provider the lesson still lacks.
import PreviewGallery
@testable import Lesson01

await PreviewGallery.main([
    RecipeListView_Previews.self,
])
