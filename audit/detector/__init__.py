"""The trained violation detector: a fine-tuned MiniLM run int8 in onnxruntime (issue #9).

windows.py builds the model's inputs (the same function for training and at run time), model.py runs the shipped
ONNX model, corpus.py turns the writers' labelled clips into training windows, train.py fine-tunes and exports.
"""
