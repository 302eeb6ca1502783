// The previews of lesson 03, for `./grade.sh --preview 03`: the preview providers the lesson's contract
// names, one per line, so that a compile error here names the provider the lesson still lacks.
import PreviewGallery
@testable import Lesson03

await PreviewGallery.main([
    QuoteHeaderView_Previews.self,
])
