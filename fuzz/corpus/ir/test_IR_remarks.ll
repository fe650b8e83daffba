; ModuleID = 'fuzz/corpus/ir/test_IR_remarks.ll'
source_filename = "fuzz/corpus/ir/test_IR_remarks.ll"
