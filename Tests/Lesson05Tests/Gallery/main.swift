// The previews of lesson 05, for `./grade.sh --preview 05`: the preview providers the lesson's contract
// names, one per line, so that a compile error here names the provider the lesson still lacks.
import PreviewGallery
@testable import Lesson05

await PreviewGallery.main([
    ContentView_Previews.self,
    RecipeDetail_Previews.self,
])
