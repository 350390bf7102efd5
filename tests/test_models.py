from veristream.models import Segment, SourceInfo, Transcript, VideoMetadata


def test_transcript_hash_changes_with_text_and_duration_falls_back_to_segments():
    src = SourceInfo(kind="caption_file", input="a.vtt", path="a.vtt")
    t1 = Transcript(source=src, transcript_source="file", segments=[Segment(start=0, end=2.5, text="hi", source="file")])
    t2 = Transcript(source=src, transcript_source="file", segments=[Segment(start=0, end=2.5, text="ho", source="file")])
    assert t1.content_hash() != t2.content_hash()
    assert t1.duration == 2.5
    t1.metadata = VideoMetadata(duration=10)
    assert t1.duration == 10
