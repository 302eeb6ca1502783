// The previews of lesson 02, for `./grade.sh --preview 02`: the preview providers the lesson's contract
// names, one per line, so that a compile error here names the provider the lesson still lacks.
import PreviewGallery
@testable import Lesson02

await PreviewGallery.main([
    TaskListView_Previews.self,
])
