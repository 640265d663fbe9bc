{
  "version": "1.0",
  "contestTitle": "SDOI2011 Snake",
  "writtenBy": "Written by bin/package 1.0 (commit COMMIT) from data/ of the SDOI2011 \"Snake\" toolkit; export again instead of editing.",
  "tasks": [
    {
      "problemTitle": "snake",
      "sourceFileName": "snake",
      "inputFileName": "snake.in",
      "outputFileName": "snake.out",
      "standardInputCheck": true,
      "standardOutputCheck": true,
      "taskType": 0,
      "subFolderCheck": false,
      "comparisonMode": 4,
      "diffArguments": "",
      "realPrecision": 3,
      "specialJudge": "snake/checker-lemon",
      "compilerConfiguration": {},
      "answerFileExtension": "out",
      "testCases": [
        {
          "fullScore": 3,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake01.in"
          ],
          "outputFiles": [
            "snake/snake01.ans"
          ]
        },
        {
          "fullScore": 3,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake02.in"
          ],
          "outputFiles": [
            "snake/snake02.ans"
          ]
        },
        {
          "fullScore": 3,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake03.in"
          ],
          "outputFiles": [
            "snake/snake03.ans"
          ]
        },
        {
          "fullScore": 3,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake04.in"
          ],
          "outputFiles": [
            "snake/snake04.ans"
          ]
        },
        {
          "fullScore": 2,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake05.in"
          ],
          "outputFiles": [
            "snake/snake05.ans"
          ]
        },
        {
          "fullScore": 2,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake06.in"
          ],
          "outputFiles": [
            "snake/snake06.ans"
          ]
        },
        {
          "fullScore": 2,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake07.in"
          ],
          "outputFiles": [
            "snake/snake07.ans"
          ]
        },
        {
          "fullScore": 3,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake08.in"
          ],
          "outputFiles": [
            "snake/snake08.ans"
          ]
        },
        {
          "fullScore": 3,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake09.in"
          ],
          "outputFiles": [
            "snake/snake09.ans"
          ]
        },
        {
          "fullScore": 3,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake10.in"
          ],
          "outputFiles": [
            "snake/snake10.ans"
          ]
        },
        {
          "fullScore": 3,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake11.in"
          ],
          "outputFiles": [
            "snake/snake11.ans"
          ]
        },
        {
          "fullScore": 2,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake12.in"
          ],
          "outputFiles": [
            "snake/snake12.ans"
          ]
        },
        {
          "fullScore": 2,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake13.in"
          ],
          "outputFiles": [
            "snake/snake13.ans"
          ]
        },
        {
          "fullScore": 2,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake14.in"
          ],
          "outputFiles": [
            "snake/snake14.ans"
          ]
        },
        {
          "fullScore": 2,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake15.in"
          ],
          "outputFiles": [
            "snake/snake15.ans"
          ]
        },
        {
          "fullScore": 3,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake16.in"
          ],
          "outputFiles": [
            "snake/snake16.ans"
          ]
        },
        {
          "fullScore": 3,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake17.in"
          ],
          "outputFiles": [
            "snake/snake17.ans"
          ]
        },
        {
          "fullScore": 3,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake18.in"
          ],
          "outputFiles": [
            "snake/snake18.ans"
          ]
        },
        {
          "fullScore": 2,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake19.in"
          ],
          "outputFiles": [
            "snake/snake19.ans"
          ]
        },
        {
          "fullScore": 2,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake20.in"
          ],
          "outputFiles": [
            "snake/snake20.ans"
          ]
        },
        {
          "fullScore": 2,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake21.in"
          ],
          "outputFiles": [
            "snake/snake21.ans"
          ]
        },
        {
          "fullScore": 3,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake22.in"
          ],
          "outputFiles": [
            "snake/snake22.ans"
          ]
        },
        {
          "fullScore": 3,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake23.in"
          ],
          "outputFiles": [
            "snake/snake23.ans"
          ]
        },
        {
          "fullScore": 3,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake24.in"
          ],
          "outputFiles": [
            "snake/snake24.ans"
          ]
        },
        {
          "fullScore": 2,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake25.in"
          ],
          "outputFiles": [
            "snake/snake25.ans"
          ]
        },
        {
          "fullScore": 2,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake26.in"
          ],
          "outputFiles": [
            "snake/snake26.ans"
          ]
        },
        {
          "fullScore": 2,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake27.in"
          ],
          "outputFiles": [
            "snake/snake27.ans"
          ]
        },
        {
          "fullScore": 3,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake28.in"
          ],
          "outputFiles": [
            "snake/snake28.ans"
          ]
        },
        {
          "fullScore": 3,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake29.in"
          ],
          "outputFiles": [
            "snake/snake29.ans"
          ]
        },
        {
          "fullScore": 3,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake30.in"
          ],
          "outputFiles": [
            "snake/snake30.ans"
          ]
        },
        {
          "fullScore": 3,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake31.in"
          ],
          "outputFiles": [
            "snake/snake31.ans"
          ]
        },
        {
          "fullScore": 3,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake32.in"
          ],
          "outputFiles": [
            "snake/snake32.ans"
          ]
        },
        {
          "fullScore": 3,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake33.in"
          ],
          "outputFiles": [
            "snake/snake33.ans"
          ]
        },
        {
          "fullScore": 2,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake34.in"
          ],
          "outputFiles": [
            "snake/snake34.ans"
          ]
        },
        {
          "fullScore": 2,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake35.in"
          ],
          "outputFiles": [
            "snake/snake35.ans"
          ]
        },
        {
          "fullScore": 2,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake36.in"
          ],
          "outputFiles": [
            "snake/snake36.ans"
          ]
        },
        {
          "fullScore": 2,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake37.in"
          ],
          "outputFiles": [
            "snake/snake37.ans"
          ]
        },
        {
          "fullScore": 2,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake38.in"
          ],
          "outputFiles": [
            "snake/snake38.ans"
          ]
        },
        {
          "fullScore": 2,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake39.in"
          ],
          "outputFiles": [
            "snake/snake39.ans"
          ]
        },
        {
          "fullScore": 2,
          "timeLimit": 400,
          "memoryLimit": 256,
          "inputFiles": [
            "snake/snake40.in"
          ],
          "outputFiles": [
            "snake/snake40.ans"
          ]
        }
      ]
    }
  ],
  "contestants": []
}
